CREATE TABLE "shipping_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"courier" varchar(40) NOT NULL,
	"service" varchar(40) NOT NULL,
	"etd_min_days" smallint NOT NULL,
	"etd_max_days" smallint NOT NULL,
	"cost_per_kg" integer NOT NULL,
	CONSTRAINT "shipping_services_cost_positive" CHECK ("shipping_services"."cost_per_kg" > 0),
	CONSTRAINT "shipping_services_etd_range" CHECK ("shipping_services"."etd_min_days" between 0 and 60 and "shipping_services"."etd_max_days" between "shipping_services"."etd_min_days" and 60)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recipient_name" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recipient_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_name" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "etd_min_days" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "etd_max_days" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waybill" varchar(40);--> statement-breakpoint
ALTER TABLE "shipping_services" ADD CONSTRAINT "shipping_services_city_id_shipping_rates_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."shipping_rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_services_city_code_unique" ON "shipping_services" USING btree ("city_id",lower("code"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_range" CHECK ("products"."weight_grams" between 1 and 100000);