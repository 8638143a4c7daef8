import type { Metadata, Viewport } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { appOrigin } from "@/lib/env";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(appOrigin()),
  title: { default: "JavaSpring Learn – Java and Spring Boot, explained", template: "%s · JavaSpring Learn" },
  description:
    "Learn Java and Spring Boot with clear lessons, grounded answers and a code reviewer that explains your errors.",
  alternates: { types: { "text/plain": "/llms.txt" } },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, colorScheme: "light dark" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header className="site">
          <div className="bar">
            <Link className="brand" href="/">
              JavaSpring Learn
            </Link>
            <nav aria-label="Main">
              <ul>
                <li>
                  <Link href="/courses">Courses</Link>
                </li>
                <li>
                  <Link href="/masters">Master programs</Link>
                </li>
                <li>
                  <Link href="/ask">Ask</Link>
                </li>
                <li>
                  <Link href="/playground">Code review</Link>
                </li>
                <li>
                  <Link href="/account">Account</Link>
                </li>
              </ul>
            </nav>
            <form className="search" action="/search" method="get" role="search">
              <label htmlFor="site-search" className="visually-hidden">
                Search lessons
              </label>
              <input id="site-search" type="search" name="q" placeholder="Search lessons…" maxLength={200} />
              <button type="submit" className="secondary">
                Search
              </button>
            </form>
          </div>
        </header>
        <main id="main" className="container">
          {children}
        </main>
        <footer className="site">
          <div className="container row">
            <span>JavaSpring Learn</span>
            <Link href="/pricing.md">Pricing</Link>
            <Link href="/llms.txt">llms.txt</Link>
            <Link href="/docs/api">API</Link>
            <Link href="/api/mcp">MCP</Link>
          </div>
        </footer>
      </body>
    </html>
  );
}
