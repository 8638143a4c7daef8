// expect: none (CWE-798 safe)
// note: DataSource password read from the environment (REPORTING_DB_PASSWORD)
package com.insightly.config;

import com.zaxxer.hikari.HikariDataSource;
import javax.sql.DataSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class ReportingDataSourceSetup {

    @Bean
    DataSource reportingDataSource() {
        HikariDataSource ds = new HikariDataSource();
        ds.setJdbcUrl("jdbc:postgresql://reporting-db.internal:5432/reporting");
        ds.setUsername("reporting_app");
        ds.setPassword(System.getenv("REPORTING_DB_PASSWORD"));
        ds.setMaximumPoolSize(8);
        return ds;
    }
}
