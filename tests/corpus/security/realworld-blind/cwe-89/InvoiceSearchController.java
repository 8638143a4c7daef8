// expect: CWE-89 @ 56
// note: @RequestParam customer → service → repository builds WHERE clause with + and runs JdbcTemplate.queryForList
package com.acme.billing.web;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/invoices")
public class InvoiceSearchController {
    private final InvoiceSearchService service;

    public InvoiceSearchController(InvoiceSearchService service) {
        this.service = service;
    }

    @GetMapping("/search")
    public List<Map<String, Object>> search(@RequestParam("customer") String customer,
                                            @RequestParam(value = "minTotal", defaultValue = "0") BigDecimal minTotal) {
        return service.findOpenInvoices(customer.trim(), minTotal);
    }
}

@Service
class InvoiceSearchService {
    private final InvoiceSearchRepository repository;

    InvoiceSearchService(InvoiceSearchRepository repository) {
        this.repository = repository;
    }

    List<Map<String, Object>> findOpenInvoices(String customer, BigDecimal minTotal) {
        return repository.openInvoicesFor(customer, minTotal);
    }
}

@Repository
class InvoiceSearchRepository {
    private final JdbcTemplate jdbc;

    InvoiceSearchRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<Map<String, Object>> openInvoicesFor(String customer, BigDecimal minTotal) {
        String where = "status = 'OPEN' AND customer_name = '" + customer + "'";
        return jdbc.queryForList("SELECT id, number, total FROM invoice WHERE " + where + " AND total >= ?", minTotal);
    }
}
