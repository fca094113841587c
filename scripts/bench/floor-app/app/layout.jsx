export const metadata = { title: "Floor", description: "An empty Next.js page." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
