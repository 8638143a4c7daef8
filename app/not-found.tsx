import Link from "next/link";

export default function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        We could not find that page. Check the address, or start from the <Link href="/courses">course catalogue</Link>.
      </p>
    </>
  );
}
