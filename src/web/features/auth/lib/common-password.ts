import { useEffect, useState } from 'react';
import { PASSWORD_MIN } from '../../../../shared/auth/password-limits';

/** The rule, said before any error, wherever a password is chosen (register, reset, account settings). */
export const PASSWORD_HINT = 'At least 6 characters, not a common password';

type CommonPasswords = typeof import('../../../../shared/auth/common-passwords');

// The list (about 4 KB gzip) is its own chunk, fetched only by screens where a password is chosen.
let module: CommonPasswords | undefined;
let loading: Promise<CommonPasswords> | undefined;
function load(): Promise<CommonPasswords> {
  loading ??= import('../../../../shared/auth/common-passwords').then((m) => (module = m));
  return loading;
}

/**
 * The same check the server makes, as the cook types: the message to show for a common password,
 * or undefined. Until the list has arrived nothing is said (the server still refuses it).
 */
export function useCommonPasswordError(password: string): string | undefined {
  const [list, setList] = useState<CommonPasswords | undefined>(module);
  useEffect(() => {
    if (list) return;
    let live = true;
    load().then(
      (m) => live && setList(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [list]);
  if (!list || password.length < PASSWORD_MIN) return undefined;
  return list.isCommonPassword(password) ? list.COMMON_PASSWORD_MESSAGE : undefined;
}
