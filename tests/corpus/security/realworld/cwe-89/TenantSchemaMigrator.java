// expect: none (CWE-89 safe)
// note: schema names are read from our own tenant table and validated against [a-z_]+ before DDL; no request data involved
package com.saasbase.tenancy;

import java.util.List;
import java.util.regex.Pattern;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

@Component
public class TenantSchemaMigrator {

    private static final Pattern SCHEMA = Pattern.compile("[a-z_]{3,40}");
    private final JdbcTemplate jdbc;

    public TenantSchemaMigrator(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public void addAuditColumn() {
        List<String> schemas = jdbc.queryForList("SELECT schema_name FROM tenant WHERE active = true", String.class);
        for (String schema : schemas) {
            if (!SCHEMA.matcher(schema).matches()) {
                throw new IllegalStateException("unexpected schema name");
            }
            jdbc.execute("ALTER TABLE " + schema + ".document ADD COLUMN IF NOT EXISTS audited_at timestamp");
        }
    }
}
