import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { setBalanceData } from '../api/get-balance.ts';
import { walletKeys } from '../api/query-keys.ts';
import { connectWalletSocket, walletSocketUrl } from '../lib/wallet-socket.ts';

/**
 * The balance pushed over the wallet WebSocket while a member is logged in: each push goes straight
 * into the header's balance, and every other wallet query (histories, game wallets, withdraw info,
 * deposits, withdrawals) is marked stale so open pages refresh without a reload; the unread message
 * count pushed on the same socket goes to `onUnread`. Mount it once, in the layout; a logout (no
 * token), `enabled` false (a trial account) or an unmount closes the socket for good.
 */
export const useWalletSocket = (enabled = true, onUnread?: (count: number) => void): void => {
  const token = useRequestToken();
  const client = useQueryClient();
  // The latest listener, read at each push: a new function each render must not reconnect.
  const unreadListener = useRef(onUnread);
  unreadListener.current = onUnread;
  useEffect(() => {
    if (!token || !enabled) return;
    return connectWalletSocket({
      url: walletSocketUrl(window.location),
      token,
      onBalance: (balance) => {
        setBalanceData(client, balance);
        void client.invalidateQueries({ queryKey: walletKeys.root });
      },
      onUnread: (count) => unreadListener.current?.(count),
    });
  }, [token, client, enabled]);
};
