import Link from "next/link";

// 403 for pages (next/navigation forbidden()): e.g. /studio for a signed-in learner who is not an editor
export default function Forbidden() {
  return (
    <div>
      <h1>Editors only</h1>
      <p>
        This page is for editors. An editor can give your account the role, or an operator runs{" "}
        <code>npm run editor -- &lt;email&gt;</code>.
      </p>
      <p>
        <Link href="/">Back to the courses</Link>
      </p>
    </div>
  );
}
