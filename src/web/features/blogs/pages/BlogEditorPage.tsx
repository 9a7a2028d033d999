import { Eye, PenLine, Send } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Blog, BlogVisibility, CreateBlogRequest } from '../../../../shared/contracts/blogs.js';
import {
  BLOG_AUTOSAVE_DELAY_MS,
  BLOG_DESCRIPTION_MAX,
  BLOG_TITLE_MAX,
  BLOG_VISIBILITIES,
} from '../../../../shared/contracts/blogs.constants.js';
import { relativeTime } from '../../../../shared/format.js';
import {
  Button,
  Checkbox,
  Field,
  FormAlert,
  Input,
  PageLoader,
  RichText,
  RichTextEditor,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { isApiError, messageFrom } from '../../../lib/errors';
import { useBlog } from '../api/getBlog';
import { useMyBlogs } from '../api/myBlogs';
import { useRules } from '../api/rules';
import { useSaveBlog } from '../api/saveBlog';
import { ImageUploader } from '../components/ImageUploader';
import { TagInput } from '../components/TagInput';
import { VISIBILITY_HINT, VISIBILITY_LABEL } from '../lib/blogs';
import { useLeaveWarning } from '../lib/useLeaveWarning';

interface Draft {
  title: string;
  description: string;
  content: string;
  mediaUrl: string[];
  tags: string[];
  visibility: BlogVisibility;
  allowComments: boolean;
  allowLikes: boolean;
}

const EMPTY: Draft = {
  title: '',
  description: '',
  content: '',
  mediaUrl: [],
  tags: [],
  visibility: 'public',
  allowComments: true,
  allowLikes: true,
};
const fromBlog = (blog: Blog): Draft => ({
  title: blog.title,
  description: blog.description,
  content: blog.content,
  mediaUrl: blog.mediaUrl,
  tags: blog.tags,
  visibility: blog.visibility,
  allowComments: blog.allowComments,
  allowLikes: blog.allowLikes,
});

/**
 * The editor, one form for a new post and an edit. A draft is saved to the server a moment after
 * typing stops (so it follows its writer to another device); a published post is changed only on "Save".
 */
function Editor({ initial, onNewPost }: { initial: Blog | null; onNewPost: (() => void) | null }) {
  const navigate = useNavigate();
  const save = useSaveBlog();
  const [postId, setPostId] = useState<string | null>(initial?.id ?? null);
  const [status, setStatus] = useState<'draft' | 'published'>(initial?.status ?? 'draft');
  const [draft, setDraft] = useState<Draft>(initial ? fromBlog(initial) : EMPTY);
  const [dirty, setDirty] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(initial?.updatedAt ?? null);
  const [saved, setSaved] = useState<Blog | null>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const version = useRef(0);
  useLeaveWarning(dirty);

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    version.current += 1;
    setDraft((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };

  const persist = useCallback(
    async (nextStatus: 'draft' | 'published') => {
      const sentVersion = version.current;
      const body: CreateBlogRequest = { ...draft, status: nextStatus };
      const blog = await save.mutateAsync({ id: postId, body });
      setPostId(blog.id);
      setStatus(blog.status);
      setSaved(blog);
      setSavedAt(blog.updatedAt);
      setFieldErrors({});
      // Typing that happened while the save was on its way stays unsaved.
      if (version.current === sentVersion) setDirty(false);
      return blog;
    },
    [draft, postId, save],
  );

  // Autosave of drafts: a few seconds after the last change.
  useEffect(() => {
    if (!dirty || status !== 'draft' || save.isPending) return;
    const timer = window.setTimeout(() => {
      persist('draft').catch((error: unknown) => setFormError(messageFrom(error, 'Could not save your draft. Please try again.')));
    }, BLOG_AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, status, draft, persist, save.isPending]);

  const submit = async (nextStatus: 'draft' | 'published') => {
    setFormError(null);
    try {
      const blog = await persist(nextStatus);
      if (nextStatus === 'published') navigate(`/BlogDetails/${blog.id}`);
    } catch (error) {
      if (isApiError(error) && error.fields) setFieldErrors(error.fields);
      setFormError(messageFrom(error, 'Could not save your blog. Please try again.'));
    }
  };

  const visibilityName = 'blog-visibility';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>{`${initial ? 'Edit blog' : 'Write a blog'} · Campus`}</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-title text-ink-900">{initial?.status === 'published' ? 'Edit your blog' : 'Write a blog'}</h1>
          <p className="mt-1 text-sm text-ink-600" aria-live="polite">
            {save.isPending
              ? 'Saving…'
              : dirty
                ? 'Unsaved changes'
                : savedAt
                  ? `Saved ${relativeTime(savedAt)}`
                  : 'Public, private or friends-only: your call.'}
          </p>
        </div>
        {onNewPost ? (
          <Button variant="ghost" size="sm" onClick={onNewPost}>
            Start a new post
          </Button>
        ) : null}
      </header>
      {initial && initial.status === 'draft' && onNewPost ? (
        <FormAlert tone="info">
          Continuing your draft “{initial.title || 'Untitled'}”, saved {relativeTime(initial.updatedAt)}.
        </FormAlert>
      ) : null}
      {saved?.moderation?.state === 'held' ? <FormAlert>Your blog is held for review: {saved.moderation.reason}</FormAlert> : null}

      <Tabs defaultValue="write">
        <TabsList aria-label="Editor">
          <TabsTrigger value="write">
            <PenLine className="size-4" aria-hidden="true" /> Write
          </TabsTrigger>
          <TabsTrigger
            value="preview"
            onClick={() => {
              if (dirty) void submit(status);
            }}
          >
            <Eye className="size-4" aria-hidden="true" /> Preview
          </TabsTrigger>
        </TabsList>
        <TabsContent value="write">
          <form
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              void submit('published');
            }}
          >
            <Field id="blog-title" label="Title" error={fieldErrors.title?.[0]}>
              {(control) => (
                <Input
                  {...control}
                  value={draft.title}
                  maxLength={BLOG_TITLE_MAX}
                  onChange={(event) => change('title', event.target.value)}
                />
              )}
            </Field>
            <Field id="blog-description" label="Short description" error={fieldErrors.description?.[0]}>
              {(control) => (
                <Input
                  {...control}
                  value={draft.description}
                  maxLength={BLOG_DESCRIPTION_MAX}
                  onChange={(event) => change('description', event.target.value)}
                />
              )}
            </Field>
            <div className="flex flex-col gap-2">
              <span id="blog-content-label" className="text-sm font-semibold text-ink-800">
                Your story
              </span>
              <RichTextEditor
                id="blog-content"
                labelledBy="blog-content-label"
                value={draft.content}
                onChange={(html) => change('content', html)}
                placeholder="Start writing…"
                minHeight="min-h-72"
              />
            </div>
            <div className="flex flex-col gap-2">
              <span className="text-sm font-semibold text-ink-800">Images</span>
              <ImageUploader value={draft.mediaUrl} onChange={(urls) => change('mediaUrl', urls)} />
            </div>
            <div className="flex flex-col gap-2">
              <label htmlFor="blog-tags" className="text-sm font-semibold text-ink-800">
                Tags
              </label>
              <TagInput id="blog-tags" value={draft.tags} onChange={(tags) => change('tags', tags)} />
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-ink-800">Who can see it</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {BLOG_VISIBILITIES.map((visibility) => (
                  <label
                    key={visibility}
                    className={cn(
                      'flex cursor-pointer flex-col gap-0.5 rounded-field border px-3 py-2.5 text-sm',
                      draft.visibility === visibility ? 'border-brand-500 bg-brand-50' : 'border-ink-200 hover:border-ink-300',
                    )}
                  >
                    <span className="flex items-center gap-2 font-semibold text-ink-900">
                      <input
                        type="radio"
                        name={visibilityName}
                        value={visibility}
                        checked={draft.visibility === visibility}
                        onChange={() => change('visibility', visibility)}
                        className="accent-brand-600"
                      />
                      {VISIBILITY_LABEL[visibility]}
                    </span>
                    <span className="text-ink-600">{VISIBILITY_HINT[visibility]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
              <Checkbox
                id="blog-allow-comments"
                label="Allow comments"
                checked={draft.allowComments}
                onChange={(event) => change('allowComments', event.target.checked)}
              />
              <Checkbox
                id="blog-allow-likes"
                label="Allow likes"
                checked={draft.allowLikes}
                onChange={(event) => change('allowLikes', event.target.checked)}
              />
            </div>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <div className="flex flex-wrap gap-3">
              <Button
                type="submit"
                loading={save.isPending && save.variables?.body.status === 'published'}
                icon={<Send className="size-4" aria-hidden="true" />}
              >
                {status === 'published' ? 'Save changes' : 'Publish'}
              </Button>
              {status === 'draft' ? (
                <Button variant="outline" onClick={() => void submit('draft')} disabled={save.isPending}>
                  Save draft
                </Button>
              ) : null}
              {postId && status === 'published' ? (
                <Link to={`/BlogDetails/${postId}`} className="self-center text-sm font-semibold text-brand-700 hover:underline">
                  View post
                </Link>
              ) : null}
            </div>
          </form>
        </TabsContent>
        <TabsContent value="preview">
          <article className="rounded-card border border-ink-200 bg-surface p-5 shadow-soft">
            {draft.mediaUrl[0] ? (
              <img src={draft.mediaUrl[0]} alt="" className="mb-4 aspect-[16/9] w-full rounded-lg object-cover" />
            ) : null}
            <h2 className="text-title text-ink-900">{draft.title || 'Untitled'}</h2>
            {draft.description ? <p className="mt-2 text-ink-600">{draft.description}</p> : null}
            <div className="mt-5">
              {/* The preview shows what the server stored (sanitized), never the editor's raw HTML. */}
              {saved && !dirty ? <RichText html={saved.content} /> : <p className="text-sm text-ink-600">Saving to show the preview…</p>}
            </div>
          </article>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/**
 * /blogcreate/{userId} and /add-post (?edit={id} edits a post). Before a first post the rules page is
 * shown; a new post continues the writer's latest draft, wherever it was typed.
 */
export default function BlogEditorPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const editId = params.get('edit');
  const rules = useRules();
  const editing = useBlog(editId ?? undefined);
  const drafts = useMyBlogs('draft', { enabled: !editId });
  const [fresh, setFresh] = useState(0);

  if (rules.isPending || (editId ? editing.isPending : drafts.isPending)) return <PageLoader />;
  // The rules come first; "I ACCEPT" then returns here, to the editor, rather than to an empty blog.
  if (rules.data && !rules.data.accepted) return <Navigate to="/blog" replace state={{ next: `${location.pathname}${location.search}` }} />;
  if (editId) {
    if (editing.isError || (editing.data && editing.data.author.id !== user?.id)) {
      return <FormAlert>{messageFrom(editing.error, 'Sorry, the blog post could not be found.')}</FormAlert>;
    }
    return <Editor key={editId} initial={editing.data ?? null} onNewPost={null} />;
  }
  const latestDraft = fresh === 0 ? (drafts.data?.data[0] ?? null) : null;
  return (
    <Editor
      key={`${latestDraft?.id ?? 'new'}-${fresh}`}
      initial={latestDraft}
      onNewPost={latestDraft ? () => setFresh((n) => n + 1) : null}
    />
  );
}
