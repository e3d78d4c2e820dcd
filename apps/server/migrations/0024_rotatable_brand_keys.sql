CREATE TABLE "encrypted_call_nonces" (
	"brand_id" integer NOT NULL,
	"nonce_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "encrypted_call_nonces_brand_id_nonce_hash_pk" PRIMARY KEY("brand_id","nonce_hash")
);
--> statement-breakpoint
ALTER TABLE "brand_keys" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "encrypted_call_nonces" ADD CONSTRAINT "encrypted_call_nonces_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encrypted_call_nonces_expires_idx" ON "encrypted_call_nonces" USING btree ("expires_at");