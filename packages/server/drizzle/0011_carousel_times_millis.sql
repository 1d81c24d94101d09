ALTER TABLE "carousel_times" ALTER COLUMN "start_sec" SET DATA TYPE numeric(8, 3);--> statement-breakpoint
ALTER TABLE "carousel_times" ALTER COLUMN "end_sec" SET DATA TYPE numeric(8, 3);