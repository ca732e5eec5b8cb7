import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane).
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unreadable under verbatimModuleSyntax */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** Verifying against this when the e-mail is unknown keeps both failures equally slow. */
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-matches')
  return decoyHash
}
