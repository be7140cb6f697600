import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/toast';
import { useLogout } from '../api/logout';

/** Logout as every screen does it: POST, toast, then /login (spec sections 2 and 8). */
export function useSignOut() {
  const [, navigate] = useLocation();
  const mutation = useLogout();
  const signOut = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Logged out successfully', variant: 'success' });
        navigate('/login');
      },
      onError: () => {
        toast({ title: 'Failed to logout', description: 'Please try again.', variant: 'destructive' });
      },
    });
  return { signOut, isPending: mutation.isPending };
}
