CREATE TABLE "size_chart_rows" (
	"category_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	CONSTRAINT "size_chart_rows_category_id_size_id_pk" PRIMARY KEY("category_id","size_id")
);
--> statement-breakpoint
CREATE TABLE "size_charts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"unit" varchar(10) DEFAULT 'cm' NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"rating_id" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "verified_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "size" varchar(100);--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "color" varchar(100);--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "size_chart_rows" ADD CONSTRAINT "size_chart_rows_category_id_size_charts_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."size_charts"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_chart_rows" ADD CONSTRAINT "size_chart_rows_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_photos" ADD CONSTRAINT "rating_photos_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_photos_rating_idx" ON "rating_photos" USING btree ("rating_id");--> statement-breakpoint
CREATE INDEX "ratings_product_visible_idx" ON "ratings" USING btree ("product_id","created_at") WHERE not "ratings"."hidden";--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_fit_known" CHECK ("ratings"."fit" is null or "ratings"."fit" in ('kekecilan', 'pas', 'kebesaran'));