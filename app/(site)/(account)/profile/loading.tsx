import { Icon } from "@/components/icons/icon";
import { loaderCircleIcon } from "@/components/icons/drawings";
import { Card } from "@/components/ui/card";

/** Spec §2: a loading text while the session and profile load. Sized like the profile card. */
export default function ProfileLoading() {
  return (
    <Card
      variant="raised"
      role="status"
      className="flex min-h-80 flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <Icon drawing={loaderCircleIcon} className="size-6 animate-spin text-primary" />
      <p>Loading your profile...</p>
    </Card>
  );
}
