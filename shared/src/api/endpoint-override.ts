/**
 * `overrideExisting` for a remote's endpoints. In the browser a second injection of a name is a bug
 * and throws; on the host's server a redeployed remote's new container injects its endpoints again,
 * and they replace the old ones.
 */
export const REMOTE_ENDPOINTS_OVERRIDE: boolean | 'throw' = typeof window === 'undefined' ? true : 'throw';
