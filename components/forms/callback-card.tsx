import { CallbackForm, type CallbackPage } from "@/components/forms/callback-form";
import { Card, CardContent, CardDescription, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { callbackWordsOf } from "@/lib/i18n/callback-words";
import { ClientCopyProvider } from "@/lib/i18n/client-copy";
import { copy } from "@/lib/i18n/copy";
import { pageLang } from "@/lib/i18n/server-lang";

/** "Request a callback" in its own card, with its heading, on the pages that offer it. */
export function CallbackCard({ page, className }: { page: CallbackPage; className?: string }) {
  const { callbackCopy } = copy().callback;
  return (
    <Card
      as="section"
      aria-labelledby="callback-title"
      data-testid="callback-card"
      className={cn("sm:p-8 print:hidden", className)}
    >
      <CardTitle as="h2" id="callback-title">
        {callbackCopy.title}
      </CardTitle>
      <CardDescription className="mt-1 text-sm">{callbackCopy.description}</CardDescription>
      <CardContent>
        {pageLang() === "en" ? (
          <CallbackForm page={page} />
        ) : (
          <ClientCopyProvider copy={{ callbackForm: callbackWordsOf(callbackCopy) }}>
            <CallbackForm page={page} />
          </ClientCopyProvider>
        )}
      </CardContent>
    </Card>
  );
}
