import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { users, type User } from '../db/schema';

/** Addresses are unique without regard to case: stored and compared trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The contract's `User`. */
export const publicUser = (user: User) => ({
  id: user.id,
  email: user.email,
  is_active: true,
  is_verified: user.isVerified,
});
