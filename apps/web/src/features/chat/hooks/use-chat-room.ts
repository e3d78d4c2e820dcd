import { CHAT_HISTORY_LIMIT, type TChatMessage, type TChatServerMessage } from '@openlobby/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { findChatHistory } from '../api/find-chat-history.ts';
import { dropMessage, mergeMessages, type TPendingMessage } from '../lib/chat-log.ts';
import { chatSocketUrl, connectChatSocket, type TChatConnection } from '../lib/chat-socket.ts';
import { useChatStore } from '../stores/chat-store.ts';

export type TChatRoom = {
  /** The room's messages, oldest first. */
  log: TChatMessage[];
  pending: TPendingMessage[];
  /** `ready` has come on the current connection. */
  live: boolean;
  canSpeak: boolean;
  mutedUntil: string | null;
  /** Older messages may exist (the last history page was full). */
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  say: (text: string) => void;
};

let sequence = 0;
/** A client id for a `say`'s ack: unique in this page (the server only echoes it back). */
const nextClientId = () => `c${Date.now().toString(36)}${(sequence += 1)}`;

/**
 * The room over its socket for one token (null watches): a new token (login, logout) reconnects,
 * so `hello` says who speaks. Messages merge by id, deletions drop them, and the member's own
 * messages stay pending until their ack. A message while the panel is closed marks it unread.
 */
export const useChatRoom = (token: string | null): TChatRoom => {
  const [log, setLog] = useState<TChatMessage[]>([]);
  const [pending, setPending] = useState<TPendingMessage[]>([]);
  const [ready, setReady] = useState<{ canSpeak: boolean; mutedUntil: string | null } | null>(null);
  const [hasOlder, setHasOlder] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const connection = useRef<TChatConnection | null>(null);

  useEffect(() => {
    const onMessage = (m: TChatServerMessage) => {
      switch (m.type) {
        case 'ready':
          // A fresh view of the room: what came while the socket was away is in it.
          setLog(mergeMessages([], m.messages));
          setHasOlder(m.messages.length >= CHAT_HISTORY_LIMIT);
          setReady({ canSpeak: m.canSpeak, mutedUntil: m.mutedUntil });
          return;
        case 'message':
          setLog((l) => mergeMessages(l, [m.message]));
          useChatStore.getState().markUnread();
          return;
        case 'deleted':
          setLog((l) => dropMessage(l, m.id));
          return;
        case 'sent':
          setPending((p) => p.map((x) => (x.clientId === m.clientId ? { ...x, id: m.id } : x)));
          return;
        case 'error':
          if (m.clientId)
            setPending((p) =>
              p.map((x) => (x.clientId === m.clientId ? { ...x, errorCode: m.errorCode } : x)),
            );
          return;
      }
    };
    const onDrop = () => {
      setReady(null);
      // An unacknowledged message may or may not have been kept: say it was not sent.
      setPending((p) =>
        p.map((x) => (x.id === undefined && !x.errorCode ? { ...x, errorCode: 'NETWORK_ERROR' } : x)),
      );
    };
    setReady(null);
    setPending([]);
    const c = connectChatSocket({ url: chatSocketUrl(window.location), token, onMessage, onDrop });
    connection.current = c;
    return () => {
      connection.current = null;
      c.stop();
    };
  }, [token]);

  const oldest = log[0]?.id;
  const loadOlder = useCallback(() => {
    if (oldest === undefined || loadingOlder) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    findChatHistory(oldest).then(
      ({ messages }) => {
        setLog((l) => mergeMessages(l, messages));
        setHasOlder(messages.length >= CHAT_HISTORY_LIMIT);
        setLoadingOlder(false);
      },
      () => {
        setOlderFailed(true);
        setLoadingOlder(false);
      },
    );
  }, [oldest, loadingOlder]);

  const say = useCallback((text: string) => {
    const clientId = nextClientId();
    const sent = connection.current?.say(text, clientId) ?? false;
    setPending((p) => [...p, sent ? { clientId, text } : { clientId, text, errorCode: 'NETWORK_ERROR' }]);
  }, []);

  return {
    log,
    pending,
    live: ready !== null,
    canSpeak: ready?.canSpeak ?? false,
    mutedUntil: ready?.mutedUntil ?? null,
    hasOlder,
    loadingOlder,
    olderFailed,
    loadOlder,
    say,
  };
};
