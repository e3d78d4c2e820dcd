import { useTranslation } from '../../../lib/use-translation.ts';

/** Common emoji the composer offers: one press inserts one at the cursor. */
export const CHAT_EMOJI = [
  '😀',
  '😂',
  '🤣',
  '😊',
  '😍',
  '😎',
  '🤔',
  '😅',
  '😭',
  '😡',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🎉',
  '🔥',
  '💰',
  '🍀',
  '⭐',
  '❤️',
  '💯',
  '🎰',
  '⚽',
] as const;

type TProps = { disabled: boolean; onPick: (emoji: string) => void };

/** The composer's emoji row: buttons named by their emoji (screen readers say the emoji's name). */
export const ChatEmojiRow = ({ disabled, onPick }: TProps) => {
  const { t } = useTranslation();
  return (
    <div className="ol-chat-emoji" role="group" aria-label={t('chat.emoji')}>
      {CHAT_EMOJI.map((e) => (
        <button
          key={e}
          type="button"
          className="ol-chat-emoji-btn"
          disabled={disabled}
          // Kept off the focus path's way: a press must not take the cursor out of the text.
          onMouseDown={(ev) => ev.preventDefault()}
          onClick={() => onPick(e)}
          aria-label={e}
        >
          {e}
        </button>
      ))}
    </div>
  );
};
