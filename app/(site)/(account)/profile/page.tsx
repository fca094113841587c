import { utc } from "@date-fns/utc";
import { format } from "date-fns";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { redirect } from "next/navigation";

import { avatarClass, avatarInitial } from "@/components/account/avatar";
import { LatestResultCard } from "@/components/assessment/latest-result-card";
import { ChangeEmailForm } from "@/components/account/change-email-form";
import { DeleteAccountDialog } from "@/components/account/delete-account-dialog";
import { ProfileLoadErrorToast } from "@/components/account/profile-load-error";
import { EmailChangeCodeForm } from "@/components/account/email-change-code-form";
import { LinkProblem } from "@/components/auth/link-problem";
import { ProfileNameForm } from "@/components/account/profile-name-form";
import { PasswordForm } from "@/components/account/password-form";
import { PhoneNumberForm } from "@/components/account/phone-number-form";
import { SignOutButton } from "@/components/account/sign-out-button";
import { Icon } from "@/components/icons/icon";
import { rotateCwIcon } from "@/components/icons/drawings";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmailAddress } from "@/components/ui/email-address";
import { Link } from "@/components/ui/link";
import { resubscribeListAction, unsubscribeListAction } from "@/lib/account/actions";
import { subscriptionsOf, type MySubscription } from "@/lib/account/my-data";
import { hasPassword, signInMethods, type SignInMethod } from "@/lib/account/sign-in-methods";
import { phoneSignInEnabled } from "@/lib/auth/google";
import { smsCountries } from "@/lib/auth/sms-countries";
import { captchaSiteKey } from "@/lib/security/captcha";
import { displayPhone } from "@/lib/validations/phone-number";
import { LIST_NAMES } from "@/lib/subscriptions/links";
import { createClient } from "@/lib/supabase/server";
import { cn } from "@/lib/utils";
import { langOf } from "@/lib/validations/lang-field";
import { profileCopy } from "@/lib/account/profile-copy";
import type { profilePage } from "@/content/profile";
import { LanguageForm } from "@/components/account/language-form";

import { getCurrentUser, getVerifiedClaims } from "../_lib/claims";
import { pageLog } from "@/lib/log/request-log";

export const metadata: Metadata = {
  title: "My Profile",
  description: "Your Gurukul Code account.",
  robots: { index: false, follow: false },
};

// Dates are shown as "November 22, 2026" (spec: 'MMMM d, yyyy'), in UTC so every server agrees.
/** "November 3, 2026": the day the account was made, in UTC like every date the site prints. */
const memberSince = (createdAt: string) => format(utc(createdAt), "MMMM d, yyyy");

type ProfileCopy = typeof profilePage;

type UserRow = { uid: string; name: string; email: string | null; created_at: string };

const STATE_LABELS: Record<MySubscription["state"], string> = {
  pending: "Waiting for you to confirm from our e-mail",
  subscribed: "Subscribed",
  unsubscribed: "Unsubscribed",
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const LIST_CHANGES = ["unsubscribe", "resubscribe"] as const;

/** What the address says happened just before: a failed list change or link, a confirmation. */
function noticesOf(query: Awaited<SearchParams>) {
  const { error, confirmed } = query;
  return {
    listChangeFailed: LIST_CHANGES.find((change) => change === error) ?? null,
    emailLinkFailed: error === "invalid_link",
    confirmedNow: confirmed === "1",
  };
}

/** The address's lists, or null when they could not be read (the page says so). */
async function readSubscriptions(email: string): Promise<MySubscription[] | null> {
  try {
    return await subscriptionsOf(email);
  } catch (cause) {
    (await pageLog("/profile")).error(
      { err: cause, event: "profile.subscriptions_failed" },
      "could not read subscriptions",
    );
    return null;
  }
}

export default async function ProfilePage({ searchParams }: { searchParams: SearchParams }) {
  const claims = await getVerifiedClaims();
  if (!claims) redirect("/login?next=/profile");
  // Signed out elsewhere (a new password, a deleted account): the JWT alone is not enough.
  const authUser = await getCurrentUser();
  if (authUser === "ended") redirect("/login?next=/profile");
  // An e-mail change waits here until its confirmation links are opened.
  const pendingEmail = authUser?.new_email ?? null;
  // Unknown when the auth server could not be asked: the usual password form then.
  const methods = authUser ? signInMethods(authUser) : null;
  // The member's language: the page's own words and every e-mail to them follow it.
  const lang = langOf(authUser?.user_metadata?.locale);
  const copy = profileCopy(lang).profilePage;
  const { languageChoice } = profileCopy(lang);
  const needsPassword = authUser ? !hasPassword(authUser) : false;

  const supabase = await createClient();
  const { data: user, error } = await supabase
    .from("users")
    .select("uid,name,email,created_at")
    .eq("uid", claims.sub)
    .single<UserRow>();
  if (error) {
    (await pageLog("/profile")).error(
      { err: error, event: "profile.users_row_unavailable" },
      "profile: could not read the users row",
    );
  }

  const email =
    user?.email ?? (typeof claims.email === "string" && claims.email ? claims.email : null);

  const phone = authUser?.phone ? `+${authUser.phone.replace(/^\+/, "")}` : null;
  const subscriptions = user?.email ? await readSubscriptions(user.email) : null;
  const { listChangeFailed, emailLinkFailed, confirmedNow } = noticesOf(await searchParams);

  return (
    <div lang={lang} className="grid min-w-0 gap-6">
      <Card variant="raised" className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {copy.title}
        </h1>

        {confirmedNow ? (
          <p
            role="status"
            data-testid="email-confirmed"
            className="mt-4 text-sm font-medium text-foreground"
          >
            {copy.emailConfirmed}
          </p>
        ) : null}
        <AccountSummary user={user} email={email} phone={phone} pendingEmail={pendingEmail} />

        {user ? null : <LoadError />}

        <div className="mt-8">
          <SignOutButton />
        </div>
      </Card>

      {user ? (
        <>
          <LatestResultCard />
          <ProfileSection id="profile-name" {...copy.name}>
            <ProfileNameForm name={user.name} />
          </ProfileSection>
          <ProfileSection id="profile-email" {...copy.email}>
            {emailLinkFailed ? (
              <LinkProblem>
                That confirmation link is invalid or has expired. Ask for the change again below.
              </LinkProblem>
            ) : null}
            <ChangeEmailForm />
            {email ? <EmailChangeCodeForm currentEmail={email} newEmail={pendingEmail} /> : null}
          </ProfileSection>
          <ProfileSection
            id="profile-language"
            title={languageChoice.title}
            description={languageChoice.description}
          >
            <LanguageForm lang={lang} copy={languageChoice} />
          </ProfileSection>
          <PhoneSection phone={phone} copy={copy.phone} />
          {methods?.some((method) => method.provider !== "email") ? (
            <SignInMethods methods={methods} copy={copy.signInMethods} />
          ) : null}
          {user.email ? (
            <ProfileSection
              id="profile-password"
              title={copy.password.title}
              description={
                needsPassword ? copy.password.setDescription : copy.password.changeDescription
              }
            >
              <PasswordForm
                email={user.email}
                hasPassword={!needsPassword}
                captchaSiteKey={captchaSiteKey()}
              />
            </ProfileSection>
          ) : null}
          <YourDataSections
            email={user.email}
            phone={phone}
            subscriptions={subscriptions}
            listChangeFailed={listChangeFailed}
            copy={copy}
          />
        </>
      ) : null}
    </div>
  );
}

/** What the account holds and how to take it away: its lists, a copy of its data, deletion. */
function YourDataSections({
  email,
  phone,
  subscriptions,
  listChangeFailed,
  copy,
}: {
  email: string | null;
  phone: string | null;
  subscriptions: MySubscription[] | null;
  listChangeFailed: "unsubscribe" | "resubscribe" | null;
  copy: ProfileCopy;
}) {
  return (
    <>
      {email ? (
        <ProfileSection id="my-subscriptions" {...copy.subscriptions}>
          <SubscriptionList subscriptions={subscriptions} listChangeFailed={listChangeFailed} />
        </ProfileSection>
      ) : null}
      <ProfileSection id="my-data" title={copy.data.title} description={copy.data.description}>
        <Button asChild variant="outline">
          <a href="/api/account/data" download>
            {copy.data.download}
          </a>
        </Button>
      </ProfileSection>
      <ProfileSection id="profile-delete" {...copy.deletion}>
        <DeletionNote />
        <div className="mt-5">
          <DeleteAccountDialog email={email} phone={phone ? displayPhone(phone) : undefined} />
        </div>
      </ProfileSection>
    </>
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

/** The subscriptions of the account's address, each with its way out. */
function SubscriptionList({
  subscriptions,
  listChangeFailed,
}: {
  subscriptions: MySubscription[] | null;
  /** Which change of a list just failed (`?error=`), if one did. */
  listChangeFailed: "unsubscribe" | "resubscribe" | null;
}) {
  return (
    <>
      {listChangeFailed ? (
        <p role="alert" className="mb-4 text-sm font-medium text-destructive">
          {listChangeFailed === "unsubscribe"
            ? "We couldn't unsubscribe you just now. Please try again."
            : "We couldn't subscribe you again just now. Please try again in a few minutes."}
        </p>
      ) : null}
      {subscriptions === null ? (
        <p className="text-sm text-muted-foreground">
          Your subscriptions could not be loaded just now. Reload the page to try again.
        </p>
      ) : subscriptions.length === 0 ? (
        <p data-testid="no-subscriptions" className="text-sm text-muted-foreground">
          Your address is on none of our lists.
        </p>
      ) : (
        <ul data-testid="my-subscriptions" className="grid gap-3">
          {subscriptions.map((subscription) => (
            <li
              key={subscription.source}
              className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-medium text-foreground first-letter:uppercase">
                  {LIST_NAMES[subscription.source]}
                </p>
                <p className="text-sm text-muted-foreground">{STATE_LABELS[subscription.state]}</p>
              </div>
              {subscription.state === "unsubscribed" ? (
                <form action={resubscribeListAction}>
                  <input type="hidden" name="source" value={subscription.source} />
                  <Button
                    type="submit"
                    variant="outline"
                    aria-label={`Subscribe again to ${LIST_NAMES[subscription.source]}`}
                  >
                    Subscribe again
                  </Button>
                </form>
              ) : (
                <form action={unsubscribeListAction}>
                  <input type="hidden" name="source" value={subscription.source} />
                  <Button
                    type="submit"
                    variant="outline"
                    aria-label={`Unsubscribe from ${LIST_NAMES[subscription.source]}`}
                  >
                    Unsubscribe
                  </Button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The ways this account can log in, shown once it has one besides its password (Google): an
 * account with a password alone has nothing to list beyond the e-mail shown above.
 */
function SignInMethods({
  methods,
  copy,
}: {
  methods: SignInMethod[];
  copy: ProfileCopy["signInMethods"];
}) {
  return (
    <ProfileSection id="sign-in-methods" {...copy}>
      <ul data-testid="sign-in-methods" className="grid gap-3">
        {methods.map((method) => (
          <li key={method.provider} className="rounded-xl border border-border p-4">
            <p className="font-medium text-foreground">{method.label}</p>
            {method.detail ? (
              <p className="text-sm text-muted-foreground">
                <EmailAddress address={method.detail} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

/** What deleting removes, and the one thing that stays. */
function DeletionNote() {
  return (
    <div data-testid="privacy-note" className="grid gap-2 text-sm text-muted-foreground">
      <p>
        Deleting removes your account, your profile (name and e-mail) and every signed-in device,
        straight away and for good. It also erases the messages you sent us through the contact
        form, your callback requests and assessment results, your consent records and your
        newsletter and update sign-ups.
      </p>
      <p>
        Only a do-not-mail entry stays for each list your address was on: the address, the list and
        the time, nothing else, so that we never e-mail you by mistake. Our{" "}
        <Link href="/privacy#after-deletion" className="font-medium underline">
          privacy notice
        </Link>{" "}
        says exactly what remains.
      </p>
    </div>
  );
}

/** The users row could not be read: the account is fine, and a full reload tries again. */
function LoadError() {
  return (
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
        <Icon drawing={rotateCwIcon} className="size-4" />
        Try again
      </a>
    </div>
  );
}

/** The mobile number: shown, added or changed with a code, while the backend texts codes. */
async function PhoneSection({ phone, copy }: { phone: string | null; copy: ProfileCopy["phone"] }) {
  if (!phone && !(await phoneSignInEnabled())) return null;
  return (
    <ProfileSection id="profile-phone" {...copy}>
      <PhoneNumberForm phone={phone} countries={smsCountries()} />
    </ProfileSection>
  );
}

/** Who is signed in: avatar, name, address, a change waiting for confirmation, and since when. */
function AccountSummary({
  user,
  email,
  phone,
  pendingEmail,
}: {
  user: UserRow | null;
  email: string | null;
  phone: string | null;
  pendingEmail: string | null;
}) {
  // Each fact once. On a phone the avatar sits above, leaving the text the card's width.
  return (
    <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-start">
      <span aria-hidden="true" className={cn(avatarClass, "size-14 shrink-0 text-xl")}>
        {avatarInitial(email || user?.name)}
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
        {phone ? (
          <p data-testid="profile-phone" className="text-muted-foreground">
            {displayPhone(phone)}
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
  );
}
