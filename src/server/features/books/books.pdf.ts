import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * Small, real PDFs of study notes for the demo shelf and the benchmark, written with pdf-lib (pure
 * JavaScript): a title page, then one page per topic. Text is plain ASCII, which the standard fonts encode.
 */

export interface NotesSection {
  heading: string;
  body: string;
}

export interface NotesDocument {
  title: string;
  subject: string;
  author: string;
  semester: number | null;
  sections: NotesSection[];
}

const PAGE = { width: 595, height: 842, margin: 56 } as const;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function writeLines(page: PDFPage, lines: string[], options: { font: PDFFont; size: number; y: number; gap: number }): number {
  let y = options.y;
  for (const line of lines) {
    page.drawText(line, { x: PAGE.margin, y, size: options.size, font: options.font, color: rgb(0.12, 0.12, 0.16) });
    y -= options.size + options.gap;
  }
  return y;
}

export async function notesPdf(notes: NotesDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(notes.title);
  pdf.setAuthor(notes.author);
  pdf.setSubject(notes.subject);
  pdf.setCreator('Campus EDU-VALT');
  pdf.setCreationDate(new Date('2025-01-15T00:00:00Z'));
  pdf.setModificationDate(new Date('2025-01-15T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - PAGE.margin * 2;

  const first = pdf.addPage([PAGE.width, PAGE.height]);
  first.drawRectangle({ x: 0, y: PAGE.height - 220, width: PAGE.width, height: 220, color: rgb(0.16, 0.27, 0.6) });
  let y = writeLines(first, wrap(notes.title, bold, 30, width), { font: bold, size: 30, y: PAGE.height - 110, gap: 8 });
  first.drawText(notes.subject, { x: PAGE.margin, y: y - 6, size: 14, font: regular, color: rgb(1, 1, 1) });
  first.drawText(`${notes.semester ? `Semester ${notes.semester}` : 'All semesters'}  |  ${notes.author}`, {
    x: PAGE.margin,
    y: PAGE.height - 280,
    size: 13,
    font: regular,
  });
  y = PAGE.height - 330;
  first.drawText('Contents', { x: PAGE.margin, y, size: 16, font: bold });
  y -= 28;
  notes.sections.forEach((section, index) => {
    first.drawText(`${index + 1}. ${section.heading}`, { x: PAGE.margin, y, size: 12, font: regular });
    y -= 20;
  });

  notes.sections.forEach((section, index) => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    let top = writeLines(page, wrap(`${index + 1}. ${section.heading}`, bold, 18, width), {
      font: bold,
      size: 18,
      y: PAGE.height - PAGE.margin - 18,
      gap: 6,
    });
    top -= 12;
    for (const paragraph of section.body.split('\n')) {
      top = writeLines(page, wrap(paragraph, regular, 11.5, width), { font: regular, size: 11.5, y: top, gap: 5 }) - 10;
    }
    page.drawText(`${notes.title}  -  page ${index + 2}`, { x: PAGE.margin, y: 32, size: 9, font: regular, color: rgb(0.45, 0.45, 0.5) });
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
