import { SpriteIcon } from "@/components/icons/sprite-icon";
/** Spec §2: a loading text while the session and profile load. Sized like the profile card. */
export default function ProfileLoading() {
  return (
    <div
      role="status"
      className="flex min-h-80 flex-col items-center justify-center gap-3 rounded-card border border-border bg-card p-8 text-muted-foreground shadow-xl shadow-primary/5"
    >
      <SpriteIcon name="loader-circle" className="size-6 animate-spin text-primary" />
      <p>Loading your profile...</p>
    </div>
  );
}
