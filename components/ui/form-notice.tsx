export type NoticeTone = 'success' | 'info' | 'error';

export interface Notice {
  tone: NoticeTone;
  text: string;
}

const toneClass: Record<NoticeTone, string> = {
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  info: 'border-accent-400 bg-accent-100 text-accent-900',
  error: 'border-red-200 bg-red-50 text-red-800',
};

export interface FormNoticeProps {
  notice: Notice | null;
  className?: string;
}

/**
 * A form's answer written into the page: what a visitor without JavaScript sees after a post
 * (with JavaScript the same answer comes as a toast). A status region, so that it is read
 * when it changes.
 */
export function FormNotice({ notice, className = '' }: FormNoticeProps) {
  return (
    <p role="status" className={notice ? `rounded-lg border px-4 py-3 text-sm font-medium ${toneClass[notice.tone]} ${className ?? ''}` : 'sr-only'}>
      {notice?.text}
    </p>
  );
}
