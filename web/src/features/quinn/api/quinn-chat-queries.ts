import { useMutation } from '@tanstack/react-query';
import type { QuinnResponse } from '@shared/quinn/chat';
import { useState } from 'react';
import { isUnreachable } from '@/lib/api-client';
import { createOfflineQuinn } from './offline-quinn';
import { sendQuinnMessage } from './quinn-chat-api';

/** Quinn's answer to one message, and whether the browser gave it for want of a network. */
export interface QuinnReply {
  response: QuinnResponse;
  offline: boolean;
}

/**
 * Sends a conversation's messages to Quinn. When the request never reaches the server (no
 * network) the same engine answers in the browser; a server that answers with a failure rejects,
 * and the panel says so. The server is always tried first, whatever `navigator.onLine` says: it
 * only knows whether the device has a network interface up (a machine with none but loopback
 * reads offline while its local server answers), and an offline fetch fails at once anyway.
 */
export function useQuinnReply(conversationId: string) {
  const [answerOffline] = useState(createOfflineQuinn);
  return useMutation({
    mutationFn: async (message: string): Promise<QuinnReply> => {
      try {
        return {
          response: await sendQuinnMessage({ message, userId: conversationId }),
          offline: false,
        };
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        return { response: await answerOffline(message), offline: true };
      }
    },
  });
}
