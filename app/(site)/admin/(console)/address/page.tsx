import type { Metadata } from "next";

import { AddressRecordView } from "@/components/admin/address-record-view";
import { AddressLookupForm } from "@/components/admin/address-lookup-form";
import { ConsolePage } from "@/components/admin/console-page";
import { EraseAddressForm } from "@/components/admin/erase-address-form";
import { Card } from "@/components/ui/card";
import { addressRecord } from "@/lib/admin/address-record";
import { recordAudit } from "@/lib/admin/audit";
import { lookedUpAddress } from "@/lib/admin/looked-up-address";
import type { SearchParams } from "@/lib/auth/page-query";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Address record" };

export default async function AddressPage({ searchParams }: { searchParams: SearchParams }) {
  const email = await lookedUpAddress();
  const erased = (await searchParams).erased === "1";
  let record = null;
  if (email) {
    const supabase = await createClient();
    // The view is recorded before anything of it is read.
    await recordAudit(supabase, "address.looked_up", email);
    record = await addressRecord(supabase, email);
  }
  return (
    <ConsolePage section="/admin/address">
      {erased ? (
        <p
          role="status"
          className="rounded-xl border border-primary/15 bg-primary-soft px-5 py-4 font-medium"
        >
          The address was erased. Only a do-not-mail entry per list it was on remains.
        </p>
      ) : null}
      <Card variant="raised" as="section" aria-labelledby="lookup-title">
        <h2 id="lookup-title" className="text-lg font-semibold text-foreground">
          Look up an address
        </h2>
        <div className="mt-4">
          <AddressLookupForm email={email ?? ""} />
        </div>
      </Card>
      {record ? (
        <>
          <AddressRecordView record={record} />
          <Card variant="raised" as="section" aria-labelledby="erase-title">
            <h2 id="erase-title" className="text-lg font-semibold text-foreground">
              Erase this address
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              The erasure a member&apos;s own account deletion runs: the account (if any), its
              messages, consent records and subscriptions go; one do-not-mail entry per list stays.
              It cannot be undone.
            </p>
            <div className="mt-4">
              <EraseAddressForm email={record.email} />
            </div>
          </Card>
        </>
      ) : null}
    </ConsolePage>
  );
}
