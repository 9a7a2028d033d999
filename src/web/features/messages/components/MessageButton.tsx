import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CHAT_MESSAGES } from '../../../../shared/contracts/messages.constants.js';
import { Button, toast, type ButtonProps } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useOpenConversation } from '../api/openConversation';
import { MESSAGES_PATHS } from '../lib/paths';

export interface MessageButtonProps {
  /** The connection to message. */
  userId: string;
  className?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  children?: React.ReactNode;
}

/** Opens (or creates) the conversation with `userId` and goes to it; the server answers 403 when not connected. */
export function MessageButton({ userId, className, variant = 'outline', size = 'md', children }: MessageButtonProps) {
  const navigate = useNavigate();
  const open = useOpenConversation();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      loading={open.isPending}
      icon={<MessageCircle className="size-4" aria-hidden />}
      onClick={() =>
        open.mutate(userId, {
          onSuccess: (conversation) => void navigate(MESSAGES_PATHS.conversation(conversation.id)),
          onError: (error) => toast({ title: messageFrom(error, CHAT_MESSAGES.loadFailed), tone: 'error' }),
        })
      }
    >
      {children ?? 'Message'}
    </Button>
  );
}
