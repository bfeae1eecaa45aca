import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  sub: string;
  rol: string;
}

const EXPIRY_MS = 8 * 60 * 60 * 1000;

/** HS256 only: a token signed otherwise (or with `alg: none`) is refused. */
export function createTokens(secret: string) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: EXPIRY_MS });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    sign: (claims: TokenClaims): string => sign({ ...claims }),
    verify: (token: string): TokenClaims | null => {
      try {
        const payload: unknown = verify(token);
        const { sub, rol } = payload as Partial<TokenClaims>;
        return typeof sub === 'string' && typeof rol === 'string' ? { sub, rol } : null;
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
