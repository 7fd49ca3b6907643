import { afterEach, describe, expect, it } from 'vitest';
import { forgetInviteCode, pendingInviteCode, rememberInviteFrom } from './invite-code';

afterEach(() => forgetInviteCode());

describe('invite code carried to sign-up', () => {
  it('keeps a well-formed code from a share link, upper-cased, until forgotten', () => {
    expect(rememberInviteFrom('?invite=k7qp3mza')).toBe('K7QP3MZA');
    expect(pendingInviteCode()).toBe('K7QP3MZA');
    sessionStorage.clear(); // a new tab: the cookie still has it
    expect(pendingInviteCode()).toBe('K7QP3MZA');
    forgetInviteCode();
    expect(pendingInviteCode()).toBeNull();
  });

  it('ignores anything that cannot be a code', () => {
    expect(rememberInviteFrom('?invite=<script>')).toBeNull();
    expect(rememberInviteFrom('?invite=ABCDEFG0')).toBeNull(); // 0 is never in a code
    expect(pendingInviteCode()).toBeNull();
  });
});
