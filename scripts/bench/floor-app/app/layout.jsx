import { InteractiveMark } from "./interactive-mark";

export const metadata = { title: "Floor", description: "An empty Next.js page." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        {children}
        <InteractiveMark />
      </body>
    </html>
  );
}
