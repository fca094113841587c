import { AuthCard } from "@/components/auth/auth-card";

/** An e-mailed link's page when the backend could not be asked about its token. */
export function LinkUnavailable({ validFor }: { validFor?: string }) {
  return (
    <AuthCard title="Please try again" description="We couldn't open this link just now.">
      <p className="text-muted-foreground">
        Our service is unavailable for a moment. Reload this page in a little while; your link stays
        valid{validFor ? ` ${validFor}` : ""}.
      </p>
    </AuthCard>
  );
}
