import { ADMIN_API, ZAdminHelpTopic, type THelpTopicInput } from '@openlobby/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

const ZOk = z.object({ ok: z.literal(true) });

/** GET a brand's help-centre topics: a short list, answered whole (not paged). */
export const findHelpTopics = (brand: string, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_API.helpTopics, { code: brand }), { schema: z.array(ZAdminHelpTopic), signal });
export const useHelpTopics = (brand: string | null) =>
  useQuery({
    queryKey: contentKeys.helpTopics(brand ?? ''),
    queryFn: ({ signal }) => findHelpTopics(brand ?? '', signal),
    enabled: !!brand,
  });

/** POST a new topic; its tag must be unused in the brand. */
export const createHelpTopic = (brand: string, input: THelpTopicInput) =>
  apiRequest(fillPath(ADMIN_API.helpTopics, { code: brand }), {
    method: 'POST',
    body: input,
    schema: ZAdminHelpTopic,
  });

/** PUT the whole topic (same body as create). */
export const updateHelpTopic = (brand: string, id: number, input: THelpTopicInput) =>
  apiRequest(fillPath(ADMIN_API.helpTopic, { code: brand, id }), {
    method: 'PUT',
    body: input,
    schema: ZAdminHelpTopic,
  });

/** DELETE one topic; it leaves the help centre at once. */
export const deleteHelpTopic = (brand: string, id: number) =>
  apiRequest(fillPath(ADMIN_API.helpTopic, { code: brand, id }), { method: 'DELETE', schema: ZOk });

/** Create (no id) or update (id) one topic, then refresh the brand's list. */
export const useSaveHelpTopic = (brand: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: THelpTopicInput }) =>
      id === null ? createHelpTopic(brand, input) : updateHelpTopic(brand, id, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.helpTopics(brand) }),
  });
};

/** Delete, then refresh the brand's list. */
export const useDeleteHelpTopic = (brand: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteHelpTopic(brand, id),
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.helpTopics(brand) }),
  });
};
