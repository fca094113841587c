import { utc } from "@date-fns/utc";
import { format } from "date-fns";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { redirect } from "next/navigation";

import { avatarClass, avatarInitial } from "@/components/account/avatar";
import { ChangeEmailForm } from "@/components/account/change-email-form";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { DeleteAccountDialog } from "@/components/account/delete-account-dialog";
import { ProfileLoadErrorToast } from "@/components/account/profile-load-error";
import { ProfileNameForm } from "@/components/account/profile-name-form";
import { SignOutButton } from "@/components/account/sign-out-button";
import { SpriteIcon } from "@/components/icons/sprite-icon";
import { Card } from "@/components/ui/card";
import { EmailAddress } from "@/components/ui/email-address";
import { createClient } from "@/lib/supabase/server";
import { cn } from "@/lib/utils";

import { getCurrentUser, getVerifiedClaims } from "../_lib/claims";

export const metadata: Metadata = {
  title: "My Profile",
  description: "Your Gurukul Code account.",
  robots: { index: false, follow: false },
};

// Dates are shown as "November 22, 2026" (spec: 'MMMM d, yyyy'), in UTC so every server agrees.
/** "November 3, 2026": the day the account was made, in UTC like every date the site prints. */
const memberSince = (createdAt: string) => format(utc(createdAt), "MMMM d, yyyy");

type UserRow = { uid: string; name: string; email: string; created_at: string };

export default async function ProfilePage() {
  const claims = await getVerifiedClaims();
  if (!claims) redirect("/login?next=/profile");
  // Signed out elsewhere (a new password, a deleted account): the JWT alone is not enough.
  const authUser = await getCurrentUser();
  if (authUser === "ended") redirect("/login?next=/profile");
  // An e-mail change waits here until its confirmation links are opened.
  const pendingEmail = authUser?.new_email ?? null;

  const supabase = await createClient();
  const { data: user, error } = await supabase
    .from("users")
    .select("uid,name,email,created_at")
    .eq("uid", claims.sub)
    .single<UserRow>();
  if (error) console.error("profile: could not read the users row:", error.message);

  const email = user?.email ?? (typeof claims.email === "string" ? claims.email : null);

  return (
    <div className="grid min-w-0 gap-6">
      <Card variant="raised" className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          My Profile
        </h1>

        {/* Each fact once. On a phone the avatar sits above, leaving the text the card's width. */}
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-start">
          <span aria-hidden="true" className={cn(avatarClass, "size-14 shrink-0 text-xl")}>
            {avatarInitial(email)}
          </span>
          <div className="min-w-0 wrap-break-word sm:pt-1">
            {user ? (
              <p data-testid="profile-name" className="text-lg font-semibold text-pretty">
                {user.name}
              </p>
            ) : null}
            {email ? (
              <p data-testid="profile-email" className="text-muted-foreground">
                <EmailAddress address={email} />
              </p>
            ) : null}
            {pendingEmail ? (
              <p data-testid="pending-email" className="mt-1 text-sm text-muted-foreground">
                Waiting for confirmation: <EmailAddress address={pendingEmail} />
              </p>
            ) : null}
            {user ? (
              <p data-testid="profile-member-since" className="mt-1 text-sm text-muted-foreground">
                Member since {memberSince(user.created_at)}
              </p>
            ) : null}
          </div>
        </div>

        {user ? null : (
          <div
            data-testid="profile-load-error"
            className="mt-8 rounded-2xl border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive"
          >
            <ProfileLoadErrorToast />
            <p className="font-semibold">Failed to load user data</p>
            <p className="mt-1">Your account is fine; we just couldn&apos;t read its details.</p>
            {/* A full reload, so the server reads the record again. */}
            <a
              href="/profile"
              className="mt-3 inline-flex items-center gap-1.5 rounded-sm font-semibold underline-offset-4 hover:underline"
            >
              <SpriteIcon name="rotate-cw" className="size-4" />
              Try again
            </a>
          </div>
        )}

        <div className="mt-8">
          <SignOutButton />
        </div>
      </Card>

      {user ? (
        <>
          <ProfileSection
            id="profile-name"
            title="Your name"
            description="How we address you on Gurukul Code."
          >
            <ProfileNameForm name={user.name} />
          </ProfileSection>
          <ProfileSection
            id="profile-email"
            title="E-mail"
            description="We send a confirmation link to the new address and one to your current address; your e-mail changes once both are opened."
          >
            <ChangeEmailForm />
          </ProfileSection>
          <ProfileSection
            id="profile-password"
            title="Password"
            description="Confirm your current password to choose a new one. Your other devices will be signed out."
          >
            <ChangePasswordForm email={user.email} />
          </ProfileSection>
          <ProfileSection
            id="profile-delete"
            title="Delete account"
            description="Remove your account and the data it holds."
          >
            <div data-testid="privacy-note" className="grid gap-2 text-sm text-muted-foreground">
              <p>
                Deleting removes your account, your profile (name and e-mail) and every signed-in
                device, straight away and for good.
              </p>
              <p>
                Messages you sent us through the contact form are kept so we can finish answering
                them; ask us through the contact page and we will erase them too.
              </p>
              <p>
                Newsletter and update sign-ups are not part of your account: they continue until you
                use the unsubscribe link in any of our e-mails.
              </p>
            </div>
            <div className="mt-5">
              <DeleteAccountDialog email={user.email} />
            </div>
          </ProfileSection>
        </>
      ) : null}
    </div>
  );
}

function ProfileSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" variant="raised" aria-labelledby={`${id}-title`} className="min-w-0">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-foreground">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
