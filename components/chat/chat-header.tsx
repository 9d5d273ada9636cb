import type { ReactNode, Ref } from 'react';
import { Icon } from '@/components/ui/icon';
import type { ChatPanelWords } from '@/lib/content/chat-panel';

export interface ChatHeaderProps {
  copy: ChatPanelWords['copy'];
  titleId: string;
  minimised: boolean;
  toggleRef: Ref<HTMLButtonElement>;
  onReset: () => void;
  onToggle: () => void;
  onClose: () => void;
}

/** The panel's 60 px title bar: all that shows when it is minimised. */
export function ChatHeader({ copy: chatCopy, titleId, minimised, toggleRef, onReset, onToggle, onClose }: ChatHeaderProps) {
  return (
    <div className="flex h-[60px] shrink-0 items-center gap-3 bg-brand-700 px-3 text-white sm:px-4">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15">
        <Icon name="assistant" size={20} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-base leading-tight font-semibold">
          {chatCopy.title}
        </h2>
        <p className="truncate text-xs text-brand-100">{chatCopy.status}</p>
      </div>
      {minimised ? null : (
        <HeaderButton label={chatCopy.reset} onClick={onReset}>
          <Icon name="reset" size={20} />
        </HeaderButton>
      )}
      <HeaderButton ref={toggleRef} label={minimised ? chatCopy.expand : chatCopy.minimise} onClick={onToggle} expanded={!minimised}>
        <Icon name={minimised ? 'expand' : 'minimise'} size={20} />
      </HeaderButton>
      <HeaderButton label={chatCopy.close} onClick={onClose}>
        <Icon name="close" size={20} />
      </HeaderButton>
    </div>
  );
}

interface HeaderButtonProps {
  label: string;
  onClick: () => void;
  children: ReactNode;
  expanded?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

function HeaderButton({ label, onClick, children, expanded, ref }: HeaderButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-expanded={expanded}
      title={label}
      className="flex size-10 shrink-0 items-center justify-center rounded-lg text-white hover:bg-white/15 focus-visible:outline-white"
    >
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}
