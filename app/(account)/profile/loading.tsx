import { CardLoading } from "@/components/ui/card-loading";

/** Spec §2: a loading text while the session and profile load. Sized like the profile card. */
export default function ProfileLoading() {
  return <CardLoading label="Loading your profile..." />;
}
