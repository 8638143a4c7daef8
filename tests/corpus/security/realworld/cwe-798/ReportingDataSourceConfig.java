// expect: CWE-798 @ 18
// note: DataSource bean with a literal database password passed to setPassword
package com.insightly.config;

import com.zaxxer.hikari.HikariDataSource;
import javax.sql.DataSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class ReportingDataSourceConfig {

    @Bean
    DataSource reportingDataSource() {
        HikariDataSource ds = new HikariDataSource();
        ds.setJdbcUrl("jdbc:postgresql://reporting-db.internal:5432/reporting");
        ds.setUsername("reporting_app");
        ds.setPassword("Rep0rt!ng-2023");
        ds.setMaximumPoolSize(8);
        return ds;
    }
}
