import { COURSE_SUGGESTIONS } from '../../../../shared/suggestions/index.js';
import { filterSuggestions } from '../lib/suggest';
import { SuggestionCombobox } from './SuggestionCombobox';

/**
 * The course: a searchable dropdown of about 190 courses with a custom-course option (spec §2.4a).
 * What is typed is the course; picking an entry (or the custom one) calls `onChoose`.
 */
export function CourseCombobox({
  id,
  value,
  onChange,
  onChoose,
  describedBy,
  invalid,
  onBlur,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  onChoose: (course: string) => void;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  onBlur?: () => void;
}) {
  const typed = value.trim();
  const matches = filterSuggestions(COURSE_SUGGESTIONS, value, [], 40);
  const exact = COURSE_SUGGESTIONS.some((course) => course.toLowerCase() === typed.toLowerCase());
  const options = [
    ...matches.map((course) => ({ value: course, label: course })),
    ...(typed && !exact ? [{ value: typed, label: `Use “${typed}” as a custom course`, custom: true }] : []),
  ];
  return (
    <SuggestionCombobox
      id={id}
      text={value}
      onTextChange={onChange}
      options={options}
      onPick={(course) => onChoose(course)}
      placeholder="Search, e.g. B.Tech CSE, BBA, MBBS"
      listLabel="Courses"
      emptyText="Type your course to add it"
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      {...(invalid ? { 'aria-invalid': true } : {})}
      {...(onBlur ? { onBlur } : {})}
    />
  );
}
