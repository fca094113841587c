import { footerColumns } from "@/content/footer";
import { siteUi } from "@/content/ui";
import { siteConfig } from "@/lib/site-config";

import { expect, test } from "./fixtures";

test("the footer holds the contact details, social icons, columns and copyright", async ({
  page,
}) => {
  await page.goto("/about");
  const footer = page.getByTestId("site-footer");

  await expect(footer.getByText(siteUi.footerBlurb)).toBeVisible();
  await expect(footer.getByRole("link", { name: siteConfig.contact.email })).toHaveAttribute(
    "href",
    `mailto:${siteConfig.contact.email}`,
  );
  await expect(footer.getByRole("link", { name: siteConfig.contact.phone })).toHaveAttribute(
    "href",
    /^tel:\+?\d+$/,
  );
  await expect(footer.getByRole("list", { name: "Social media" }).getByRole("img")).toHaveCount(4);

  const nav = footer.getByRole("navigation", { name: "Footer" });
  for (const column of footerColumns) {
    await expect(nav.getByRole("heading", { name: column.title })).toBeVisible();
    for (const item of column.items) {
      if (item.path) {
        await expect(nav.getByRole("link", { name: item.title })).toHaveAttribute(
          "href",
          item.path,
        );
      } else {
        const plain = nav.getByText(item.title, { exact: true });
        await expect(plain).toBeVisible();
        await expect(nav.getByRole("link", { name: item.title, exact: true })).toHaveCount(0);
      }
    }
  }
  await expect(footer.getByTestId("footer-plain-item")).toHaveCount(
    footerColumns.flatMap((column) => column.items).filter((item) => !item.path).length,
  );

  await expect(footer).toContainText(`© ${new Date().getFullYear()} Gurukul Code`);
});

test("footer links navigate @desktop", async ({ page }) => {
  await page.goto("/about");
  await page.getByTestId("site-footer").getByRole("link", { name: "Enterprise Solutions" }).click();
  await expect(page).toHaveURL("/enterprise");
});

test("footer items that name a page we have link to it @desktop", async ({ page }) => {
  await page.goto("/enterprise");
  const nav = page.getByTestId("site-footer").getByRole("navigation", { name: "Footer" });
  for (const [name, path] of [
    ["About Us", "/about"],
    ["Contact", "/contact"],
    ["Community", "/community"],
  ] as const) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
  await nav.getByRole("link", { name: "Community", exact: true }).click();
  await expect(page).toHaveURL("/community");
});
