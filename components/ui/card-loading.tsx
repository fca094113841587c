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

/** The same, centred below the fixed header on the site's soft gradient (the account pages' frame). */
export function FramedCardLoading({ label }: { label: string }) {
  return (
    <section className="relative overflow-hidden bg-dawn px-4 pt-28 pb-20 sm:px-6 sm:pt-36">
      <div className="relative mx-auto w-full max-w-md">
        <CardLoading label={label} />
      </div>
    </section>
  );
}
