import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  sub: string;
  rol: string;
  /** The random id of the session the token belongs to (see sessions.ts). */
  sid: string;
}

/** How long a token, and the session it names, lasts. */
export const SESSION_MS = 8 * 60 * 60 * 1000;

/** HS256 only: a token signed otherwise (or with `alg: none`) is refused. */
export function createTokens(secret: string) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SESSION_MS });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    sign: (claims: TokenClaims): string => sign({ ...claims }),
    verify: (token: string): TokenClaims | null => {
      try {
        const payload: unknown = verify(token);
        const { sub, rol, sid } = payload as Partial<TokenClaims>;
        return typeof sub === 'string' && typeof rol === 'string' && typeof sid === 'string' ? { sub, rol, sid } : null;
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
