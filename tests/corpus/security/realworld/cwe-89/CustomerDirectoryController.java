// expect: none (CWE-89 safe)
// note: sort column mapped through an allow-list map with default; filter value bound as ? parameter
package com.northwind.crm.web;

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
@RequestMapping("/api/customers")
public class CustomerDirectoryController {

    private final CustomerService customerService;

    public CustomerDirectoryController(CustomerService customerService) {
        this.customerService = customerService;
    }

    @GetMapping
    public List<CustomerRow> list(@RequestParam(defaultValue = "") String city,
                                  @RequestParam(defaultValue = "last_name") String sort) {
        return customerService.findByCity(city, sort);
    }
}

@Service
class CustomerService {
    private final CustomerRepository repository;

    CustomerService(CustomerRepository repository) {
        this.repository = repository;
    }

    List<CustomerRow> findByCity(String city, String sort) {
        return repository.search(city.trim(), sort);
    }
}

record CustomerRow(long id, String firstName, String lastName, String city) {}

@Repository
class CustomerRepository {
    private static final Map<String, String> SORTABLE = Map.of(
            "last_name", "last_name", "first_name", "first_name", "city", "city", "created", "created_at");

    private final JdbcTemplate jdbc;

    CustomerRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<CustomerRow> search(String city, String sort) {
        String column = SORTABLE.getOrDefault(sort, "last_name");
        String sql = "SELECT id, first_name, last_name, city FROM customer WHERE city LIKE ? ORDER BY " + column;
        return jdbc.query(sql, (rs, n) -> new CustomerRow(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4)),
                "%" + city + "%");
    }
}
