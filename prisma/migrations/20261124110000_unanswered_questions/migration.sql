-- CreateTable
CREATE TABLE "UnansweredQuestion" (
    "id" TEXT NOT NULL,
    "normalized" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "firstAsked" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAsked" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "bestScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "notCovered" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "UnansweredQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "UnansweredQuestion_normalized_key" ON "UnansweredQuestion"("normalized");

-- CreateIndex
CREATE INDEX "UnansweredQuestion_count_idx" ON "UnansweredQuestion"("count");
