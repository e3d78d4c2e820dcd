import type { TAdminPermission } from '@openlobby/contracts';
import type { ReactNode } from 'react';
import { Forbidden } from '../../components/ui/forbidden.tsx';
import { useCan } from '../../lib/permissions.ts';

/** A page the role may not open shows the "not allowed" state instead of firing doomed calls. */
export const RequirePermission = ({
  permission,
  children,
}: {
  permission: TAdminPermission;
  children: ReactNode;
}) => (useCan(permission) ? children : <Forbidden />);
