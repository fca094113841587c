import { SpriteIcon } from "@/components/icons/sprite-icon";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/**
 * What a page read per request shows for the moment before its content streams in: a card with a
 * spinner and a status line, announced politely, where the content's card will be.
 */
export function CardLoading({ label, className }: { label: string; className?: string }) {
  return (
    <Card
      variant="raised"
      role="status"
      className={cn(
        "flex min-h-80 flex-col items-center justify-center gap-3 text-muted-foreground",
        className,
      )}
    >
      <SpriteIcon name="loader-circle" className="size-6 animate-spin text-primary" />
      <p>{label}</p>
    </Card>
  );
}
