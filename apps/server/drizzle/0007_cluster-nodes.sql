CREATE TABLE "cluster_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"single_node_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files_dir" text DEFAULT '' NOT NULL
);
