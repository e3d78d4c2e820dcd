CREATE TABLE "message_states" (
	"message_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_states_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_key" text NOT NULL,
	"sent_by" integer,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind" CHECK ("messages"."kind" in ('DEPOSIT_CREDITED','WITHDRAWAL_PAID','BONUS_ISSUED','CONTRACT_OFFERED','FEEDBACK_REPLY','BROADCAST')),
	CONSTRAINT "messages_broadcast_kind" CHECK (("messages"."member_id" is null) = ("messages"."kind" = 'BROADCAST'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_source_key" ON "messages" USING btree ("brand_id","source_key");--> statement-breakpoint
CREATE INDEX "messages_member_idx" ON "messages" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "messages_broadcast_idx" ON "messages" USING btree ("brand_id","id") WHERE "messages"."member_id" is null;