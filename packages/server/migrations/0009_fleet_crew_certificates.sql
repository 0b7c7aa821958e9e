CREATE TABLE "ship" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_zh" varchar(100) DEFAULT '' NOT NULL,
	"imo_no" varchar(7) NOT NULL,
	"mmsi" varchar(9) DEFAULT '' NOT NULL,
	"call_sign" varchar(10) DEFAULT '' NOT NULL,
	"flag" varchar(2) NOT NULL,
	"port_of_registry" varchar(60) DEFAULT '' NOT NULL,
	"official_no" varchar(30) DEFAULT '' NOT NULL,
	"ship_type" varchar(30) NOT NULL,
	"ship_subtype" varchar(30) DEFAULT '' NOT NULL,
	"class_society" varchar(10) DEFAULT '' NOT NULL,
	"class_no" varchar(30) DEFAULT '' NOT NULL,
	"class_notation" varchar(255) DEFAULT '' NOT NULL,
	"gt" integer,
	"nt" integer,
	"dwt" integer,
	"loa" numeric(8, 2),
	"breadth" numeric(8, 2),
	"depth" numeric(8, 2),
	"summer_draft" numeric(8, 2),
	"built_year" integer,
	"delivery_date" date,
	"builder" varchar(100) DEFAULT '' NOT NULL,
	"hull_no" varchar(30) DEFAULT '' NOT NULL,
	"registered_owner" varchar(100) DEFAULT '' NOT NULL,
	"doc_company" varchar(100) DEFAULT '' NOT NULL,
	"operator" varchar(100) DEFAULT '' NOT NULL,
	"trading_area" varchar(20) DEFAULT 'international' NOT NULL,
	"status" varchar(20) DEFAULT 'in_service' NOT NULL,
	"management_start" date,
	"management_end" date,
	"dept_id" uuid NOT NULL,
	"fleet_group_id" uuid,
	"tech_superintendent_id" uuid,
	"marine_superintendent_id" uuid,
	"crew_manager_id" uuid,
	"contact_email" varchar(100) DEFAULT '' NOT NULL,
	"sat_phone" varchar(30) DEFAULT '' NOT NULL,
	"safe_manning" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_drydock_due" date,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_name_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ship_id" uuid NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_zh" varchar(100) DEFAULT '' NOT NULL,
	"until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_status_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ship_id" uuid NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"changed_on" date NOT NULL,
	"reason" varchar(255) DEFAULT '' NOT NULL,
	"admin_id" uuid,
	"username" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_assignment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" varchar(200) DEFAULT '' NOT NULL,
	"seafarer_id" uuid NOT NULL,
	"ship_id" uuid NOT NULL,
	"rank_id" uuid NOT NULL,
	"contract_id" uuid,
	"status" varchar(12) DEFAULT 'planned' NOT NULL,
	"planned_join_date" date NOT NULL,
	"planned_join_port" varchar(60) DEFAULT '' NOT NULL,
	"planned_sign_off_date" date NOT NULL,
	"sign_on_date" date,
	"sign_on_port" varchar(60) DEFAULT '' NOT NULL,
	"sign_off_date" date,
	"sign_off_port" varchar(60) DEFAULT '' NOT NULL,
	"sign_off_reason" varchar(20),
	"relieves_assignment_id" uuid,
	"relieved_by_assignment_id" uuid,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"dept_id" uuid,
	"approved_by" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment_contract" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_no" varchar(30) NOT NULL,
	"seafarer_id" uuid NOT NULL,
	"ship_id" uuid NOT NULL,
	"rank_id" uuid NOT NULL,
	"sign_date" date,
	"start_date" date NOT NULL,
	"duration_months" smallint NOT NULL,
	"tolerance_months" smallint DEFAULT 1 NOT NULL,
	"planned_end_date" date NOT NULL,
	"end_date" date,
	"wage_scale" varchar(50) DEFAULT '' NOT NULL,
	"basic_wage" numeric(14, 2),
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"cba" varchar(100) DEFAULT '' NOT NULL,
	"repatriation_terms" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"dept_id" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"name_zh" varchar(30) NOT NULL,
	"abbr" varchar(10) DEFAULT '' NOT NULL,
	"kind" varchar(12) DEFAULT 'ship_rank' NOT NULL,
	"ship_department" varchar(12) DEFAULT '' NOT NULL,
	"level" varchar(12) DEFAULT '' NOT NULL,
	"stcw_reg" varchar(20) DEFAULT '' NOT NULL,
	"is_watchkeeper" boolean DEFAULT false NOT NULL,
	"is_head_of_dept" boolean DEFAULT false NOT NULL,
	"min_age" smallint,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'enable' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_cert_requirement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position_id" uuid NOT NULL,
	"ship_type" varchar(30),
	"cert_type_id" uuid NOT NULL,
	"mandatory" boolean DEFAULT true NOT NULL,
	"min_validity_days" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sea_service" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seafarer_id" uuid NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"assignment_id" uuid,
	"ship_id" uuid,
	"ship_name" varchar(100) NOT NULL,
	"imo_no" varchar(7) DEFAULT '' NOT NULL,
	"ship_type" varchar(30) DEFAULT '' NOT NULL,
	"flag" varchar(2) DEFAULT '' NOT NULL,
	"gt" integer,
	"engine_kw" integer,
	"rank_id" uuid NOT NULL,
	"company" varchar(100) DEFAULT '' NOT NULL,
	"sign_on" date NOT NULL,
	"sign_off" date,
	"days" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seafarer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seafarer_no" varchar(20) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"name_zh" varchar(30) DEFAULT '' NOT NULL,
	"photo" varchar(255) DEFAULT '' NOT NULL,
	"gender" varchar(6) DEFAULT '' NOT NULL,
	"birth_date" date,
	"birth_place" varchar(60) DEFAULT '' NOT NULL,
	"nationality" varchar(2) DEFAULT 'CN' NOT NULL,
	"id_card_no" varchar(18) DEFAULT '' NOT NULL,
	"rank_id" uuid NOT NULL,
	"applied_rank_id" uuid,
	"status" varchar(16) DEFAULT 'available' NOT NULL,
	"current_ship_id" uuid,
	"employment_state" varchar(16) DEFAULT 'active' NOT NULL,
	"availability_date" date,
	"ship_type_experience" varchar(30)[] DEFAULT '{}'::varchar[] NOT NULL,
	"mobile" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"emergency_contact_name" varchar(50) DEFAULT '' NOT NULL,
	"emergency_contact_relation" varchar(30) DEFAULT '' NOT NULL,
	"emergency_contact_phone" varchar(20) DEFAULT '' NOT NULL,
	"manning_agent" varchar(100) DEFAULT '' NOT NULL,
	"blacklist_reason" varchar(255) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"dept_id" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cert_type" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_en" varchar(150) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"holder" varchar(10) NOT NULL,
	"category" varchar(30) DEFAULT 'statutory' NOT NULL,
	"doc_category" varchar(20),
	"validity_months" integer,
	"survey_scheme" varchar(30) DEFAULT 'none' NOT NULL,
	"window_before_months" smallint DEFAULT 3 NOT NULL,
	"window_after_months" smallint DEFAULT 3 NOT NULL,
	"alert_days" jsonb DEFAULT '[90,60,30,7]'::jsonb NOT NULL,
	"stcw_reg" varchar(20) DEFAULT '' NOT NULL,
	"mandatory" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder_type" varchar(10) NOT NULL,
	"ship_id" uuid,
	"seafarer_id" uuid,
	"dept_id" uuid NOT NULL,
	"cert_type_id" uuid NOT NULL,
	"doc_category" varchar(20),
	"cert_no" varchar(60) DEFAULT '' NOT NULL,
	"issued_by" varchar(100) DEFAULT '' NOT NULL,
	"issue_place" varchar(100) DEFAULT '' NOT NULL,
	"issue_date" date,
	"expiry_date" date,
	"term" varchar(20) DEFAULT 'full' NOT NULL,
	"extension_until" date,
	"last_endorsement_date" date,
	"status" varchar(24) DEFAULT 'valid' NOT NULL,
	"superseded_by_id" uuid,
	"remarks" varchar(1000) DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issuing_country" varchar(2) DEFAULT '' NOT NULL,
	"issuing_authority" varchar(100) DEFAULT '' NOT NULL,
	"stcw_reg" varchar(20) DEFAULT '' NOT NULL,
	"capacity" varchar(100) DEFAULT '' NOT NULL,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "certificate_holder_check" CHECK (("certificate"."holder_type" = 'ship' and "certificate"."ship_id" is not null and "certificate"."seafarer_id" is null)
        or ("certificate"."holder_type" = 'seafarer' and "certificate"."seafarer_id" is not null and "certificate"."ship_id" is null)
        or ("certificate"."holder_type" = 'company' and "certificate"."ship_id" is null and "certificate"."seafarer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "certificate_survey" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"ship_id" uuid,
	"dept_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"anniversary_no" smallint DEFAULT 0 NOT NULL,
	"anniversary_date" date NOT NULL,
	"window_start" date NOT NULL,
	"window_end" date NOT NULL,
	"state" varchar(12) DEFAULT 'ok' NOT NULL,
	"done_date" date,
	"place" varchar(100) DEFAULT '' NOT NULL,
	"surveyor" varchar(100) DEFAULT '' NOT NULL,
	"result" varchar(30) DEFAULT '' NOT NULL,
	"remarks" varchar(500) DEFAULT '' NOT NULL,
	"endorsement_file" varchar(255) DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid,
	"biz_type" varchar(40) NOT NULL,
	"biz_id" uuid NOT NULL,
	"ship_id" uuid,
	"dept_id" uuid,
	"level" varchar(10) NOT NULL,
	"due_date" date,
	"stage" varchar(20) NOT NULL,
	"title_key" varchar(100) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"assignees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"todo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"ack_by" uuid,
	"ack_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"biz_type" varchar(40) NOT NULL,
	"lead_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipients" jsonb DEFAULT '["assignees","ship_superintendents","dept_leaders"]'::jsonb NOT NULL,
	"channels" jsonb DEFAULT '["in_app","email"]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_key" varchar(100) DEFAULT '' NOT NULL,
	"params" jsonb,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"biz_type" varchar(40) DEFAULT 'manual' NOT NULL,
	"biz_id" uuid,
	"source" varchar(40) DEFAULT '' NOT NULL,
	"ship_id" uuid,
	"dept_id" uuid,
	"assignee_admin_id" uuid,
	"assignee_dept" uuid,
	"due_date" date,
	"priority" varchar(10) DEFAULT 'normal' NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"done_at" timestamp with time zone,
	"auto" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ship" ADD CONSTRAINT "ship_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship" ADD CONSTRAINT "ship_fleet_group_id_department_id_fk" FOREIGN KEY ("fleet_group_id") REFERENCES "public"."department"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship" ADD CONSTRAINT "ship_tech_superintendent_id_admin_id_fk" FOREIGN KEY ("tech_superintendent_id") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship" ADD CONSTRAINT "ship_marine_superintendent_id_admin_id_fk" FOREIGN KEY ("marine_superintendent_id") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship" ADD CONSTRAINT "ship_crew_manager_id_admin_id_fk" FOREIGN KEY ("crew_manager_id") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_name_history" ADD CONSTRAINT "ship_name_history_ship_id_ship_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ship"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_status_log" ADD CONSTRAINT "ship_status_log_ship_id_ship_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ship"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_assignment" ADD CONSTRAINT "crew_assignment_seafarer_id_seafarer_id_fk" FOREIGN KEY ("seafarer_id") REFERENCES "public"."seafarer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_assignment" ADD CONSTRAINT "crew_assignment_ship_id_ship_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ship"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_assignment" ADD CONSTRAINT "crew_assignment_rank_id_position_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."position"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_assignment" ADD CONSTRAINT "crew_assignment_contract_id_employment_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."employment_contract"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_assignment" ADD CONSTRAINT "crew_assignment_relieves_assignment_id_crew_assignment_id_fk" FOREIGN KEY ("relieves_assignment_id") REFERENCES "public"."crew_assignment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_assignment" ADD CONSTRAINT "crew_assignment_relieved_by_assignment_id_crew_assignment_id_fk" FOREIGN KEY ("relieved_by_assignment_id") REFERENCES "public"."crew_assignment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_assignment" ADD CONSTRAINT "crew_assignment_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_contract" ADD CONSTRAINT "employment_contract_seafarer_id_seafarer_id_fk" FOREIGN KEY ("seafarer_id") REFERENCES "public"."seafarer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_contract" ADD CONSTRAINT "employment_contract_ship_id_ship_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ship"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_contract" ADD CONSTRAINT "employment_contract_rank_id_position_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."position"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_contract" ADD CONSTRAINT "employment_contract_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_cert_requirement" ADD CONSTRAINT "position_cert_requirement_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_cert_requirement" ADD CONSTRAINT "position_cert_requirement_cert_type_id_cert_type_id_fk" FOREIGN KEY ("cert_type_id") REFERENCES "public"."cert_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sea_service" ADD CONSTRAINT "sea_service_seafarer_id_seafarer_id_fk" FOREIGN KEY ("seafarer_id") REFERENCES "public"."seafarer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sea_service" ADD CONSTRAINT "sea_service_assignment_id_crew_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."crew_assignment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sea_service" ADD CONSTRAINT "sea_service_ship_id_ship_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ship"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sea_service" ADD CONSTRAINT "sea_service_rank_id_position_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."position"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seafarer" ADD CONSTRAINT "seafarer_rank_id_position_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."position"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seafarer" ADD CONSTRAINT "seafarer_applied_rank_id_position_id_fk" FOREIGN KEY ("applied_rank_id") REFERENCES "public"."position"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seafarer" ADD CONSTRAINT "seafarer_current_ship_id_ship_id_fk" FOREIGN KEY ("current_ship_id") REFERENCES "public"."ship"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seafarer" ADD CONSTRAINT "seafarer_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_ship_id_ship_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ship"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_seafarer_id_seafarer_id_fk" FOREIGN KEY ("seafarer_id") REFERENCES "public"."seafarer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_cert_type_id_cert_type_id_fk" FOREIGN KEY ("cert_type_id") REFERENCES "public"."cert_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_superseded_by_id_certificate_id_fk" FOREIGN KEY ("superseded_by_id") REFERENCES "public"."certificate"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_verified_by_admin_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_survey" ADD CONSTRAINT "certificate_survey_certificate_id_certificate_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_rule_id_alert_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rule"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_ack_by_admin_id_fk" FOREIGN KEY ("ack_by") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo" ADD CONSTRAINT "todo_dept_id_department_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."department"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo" ADD CONSTRAINT "todo_assignee_admin_id_admin_id_fk" FOREIGN KEY ("assignee_admin_id") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo" ADD CONSTRAINT "todo_assignee_dept_department_id_fk" FOREIGN KEY ("assignee_dept") REFERENCES "public"."department"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ship_imo_no_unique" ON "ship" USING btree ("imo_no");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_dept_unique" ON "ship" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "ship_fleet_group" ON "ship" USING btree ("fleet_group_id");--> statement-breakpoint
CREATE INDEX "ship_status_idx" ON "ship" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ship_name_history_ship" ON "ship_name_history" USING btree ("ship_id");--> statement-breakpoint
CREATE INDEX "ship_status_log_ship" ON "ship_status_log" USING btree ("ship_id","changed_on");--> statement-breakpoint
CREATE INDEX "crew_assignment_seafarer" ON "crew_assignment" USING btree ("seafarer_id");--> statement-breakpoint
CREATE INDEX "crew_assignment_ship_status" ON "crew_assignment" USING btree ("ship_id","status");--> statement-breakpoint
CREATE INDEX "crew_assignment_dept" ON "crew_assignment" USING btree ("dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employment_contract_no_unique" ON "employment_contract" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "employment_contract_seafarer" ON "employment_contract" USING btree ("seafarer_id");--> statement-breakpoint
CREATE INDEX "employment_contract_ship" ON "employment_contract" USING btree ("ship_id");--> statement-breakpoint
CREATE UNIQUE INDEX "position_code_unique" ON "position" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "position_cert_requirement_unique" ON "position_cert_requirement" USING btree ("position_id",coalesce("ship_type", ''),"cert_type_id");--> statement-breakpoint
CREATE INDEX "position_cert_requirement_cert_type" ON "position_cert_requirement" USING btree ("cert_type_id");--> statement-breakpoint
CREATE INDEX "sea_service_seafarer" ON "sea_service" USING btree ("seafarer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sea_service_assignment_unique" ON "sea_service" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seafarer_no_unique" ON "seafarer" USING btree ("seafarer_no");--> statement-breakpoint
CREATE INDEX "seafarer_dept" ON "seafarer" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "seafarer_status_idx" ON "seafarer" USING btree ("status");--> statement-breakpoint
CREATE INDEX "seafarer_rank" ON "seafarer" USING btree ("rank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cert_type_code_unique" ON "cert_type" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "cert_type_holder" ON "cert_type" USING btree ("holder");--> statement-breakpoint
CREATE INDEX "certificate_ship" ON "certificate" USING btree ("ship_id");--> statement-breakpoint
CREATE INDEX "certificate_seafarer" ON "certificate" USING btree ("seafarer_id");--> statement-breakpoint
CREATE INDEX "certificate_dept" ON "certificate" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "certificate_type" ON "certificate" USING btree ("cert_type_id");--> statement-breakpoint
CREATE INDEX "certificate_status_expiry" ON "certificate" USING btree ("status","expiry_date");--> statement-breakpoint
CREATE INDEX "certificate_survey_certificate" ON "certificate_survey" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "certificate_survey_state" ON "certificate_survey" USING btree ("state","window_end");--> statement-breakpoint
CREATE INDEX "certificate_survey_dept" ON "certificate_survey" USING btree ("dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_stage_unique" ON "alert" USING btree ("biz_type","biz_id","stage");--> statement-breakpoint
CREATE INDEX "alert_open" ON "alert" USING btree ("biz_type","biz_id") WHERE "alert"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "alert_dept" ON "alert" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "alert_created" ON "alert" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_rule_biz_type_unique" ON "alert_rule" USING btree ("biz_type");--> statement-breakpoint
CREATE UNIQUE INDEX "todo_auto_open_unique" ON "todo" USING btree ("source","biz_id") WHERE "todo"."auto" and "todo"."status" in ('open', 'in_progress');--> statement-breakpoint
CREATE INDEX "todo_assignee" ON "todo" USING btree ("assignee_admin_id","status");--> statement-breakpoint
CREATE INDEX "todo_assignee_dept" ON "todo" USING btree ("assignee_dept","status");--> statement-breakpoint
CREATE INDEX "todo_dept" ON "todo" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "todo_ship" ON "todo" USING btree ("ship_id");--> statement-breakpoint
CREATE INDEX "todo_due" ON "todo" USING btree ("status","due_date");