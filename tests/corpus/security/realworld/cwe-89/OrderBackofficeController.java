// expect: none (CWE-89 safe)
// note: same backoffice search, but OrderQueryRepository binds every filter value as ? parameters and maps the sort key through an enum
package com.shopfront.backoffice.orders;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/backoffice/orders")
public class OrderBackofficeController {

    private static final Logger log = LoggerFactory.getLogger(OrderBackofficeController.class);
    private final OrderService orderService;

    public OrderBackofficeController(OrderService orderService) {
        this.orderService = orderService;
    }

    @GetMapping
    public List<OrderSummary> search(@ModelAttribute OrderSearchForm form) {
        return orderService.search(form);
    }

    @GetMapping("/{orderId}")
    public ResponseEntity<OrderSummary> one(@PathVariable long orderId) {
        return orderService.find(orderId).map(ResponseEntity::ok).orElse(ResponseEntity.notFound().build());
    }

    @PostMapping("/{orderId}/cancel")
    public ResponseEntity<Void> cancel(@PathVariable long orderId) {
        boolean cancelled = orderService.cancel(orderId);
        log.info("cancel requested for order {} -> {}", orderId, cancelled);
        return cancelled ? ResponseEntity.noContent().build() : ResponseEntity.status(409).build();
    }
}

class OrderSearchForm {
    private String status;
    private String customer;
    private LocalDate placedFrom;
    private LocalDate placedTo;
    private String sort = "placed";
    private int page;

    public String getStatus() { return status; }
    public void setStatus(String status) { this.status = status; }
    public String getCustomer() { return customer; }
    public void setCustomer(String customer) { this.customer = customer; }
    public LocalDate getPlacedFrom() { return placedFrom; }
    public void setPlacedFrom(LocalDate placedFrom) { this.placedFrom = placedFrom; }
    public LocalDate getPlacedTo() { return placedTo; }
    public void setPlacedTo(LocalDate placedTo) { this.placedTo = placedTo; }
    public String getSort() { return sort; }
    public void setSort(String sort) { this.sort = sort; }
    public int getPage() { return page; }
    public void setPage(int page) { this.page = page; }
}

record OrderSummary(long id, String customerName, String status, BigDecimal total, LocalDate placedOn) {}

@Service
@Transactional(readOnly = true)
class OrderService {
    private static final int PAGE_SIZE = 50;
    private final OrderQueryRepository repository;

    OrderService(OrderQueryRepository repository) {
        this.repository = repository;
    }

    List<OrderSummary> search(OrderSearchForm form) {
        int offset = Math.max(0, form.getPage()) * PAGE_SIZE;
        return repository.search(form.getStatus(), form.getCustomer(), form.getPlacedFrom(), form.getPlacedTo(),
                form.getSort(), PAGE_SIZE, offset);
    }

    Optional<OrderSummary> find(long id) {
        return repository.findById(id);
    }

    @Transactional
    boolean cancel(long id) {
        return repository.markCancelled(id) == 1;
    }
}

@Repository
class OrderQueryRepository {
    private static final RowMapper<OrderSummary> MAPPER = (rs, n) -> new OrderSummary(
            rs.getLong("id"), rs.getString("customer_name"), rs.getString("status"),
            rs.getBigDecimal("total"), rs.getObject("placed_on", LocalDate.class));

    enum SortKey {
        PLACED("o.placed_on DESC"), TOTAL("o.total DESC"), CUSTOMER("c.name ASC");

        final String orderBy;

        SortKey(String orderBy) {
            this.orderBy = orderBy;
        }
    }

    private final JdbcTemplate jdbc;

    OrderQueryRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<OrderSummary> search(String status, String customer, LocalDate from, LocalDate to, String sort, int limit, int offset) {
        StringBuilder sql = new StringBuilder(
                "SELECT o.id, c.name AS customer_name, o.status, o.total, o.placed_on FROM customer_order o "
                        + "JOIN customer c ON c.id = o.customer_id WHERE 1 = 1");
        List<Object> args = new ArrayList<>();
        if (status != null && !status.isBlank()) {
            sql.append(" AND o.status = ?");
            args.add(status.toUpperCase(Locale.ROOT));
        }
        if (customer != null && !customer.isBlank()) {
            sql.append(" AND lower(c.name) LIKE ?");
            args.add("%" + customer.toLowerCase(Locale.ROOT) + "%");
        }
        if (from != null) {
            sql.append(" AND o.placed_on >= ?");
            args.add(from);
        }
        if (to != null) {
            sql.append(" AND o.placed_on <= ?");
            args.add(to);
        }
        SortKey key;
        try {
            key = SortKey.valueOf(sort.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            key = SortKey.PLACED;
        }
        sql.append(" ORDER BY ").append(key.orderBy);
        sql.append(" LIMIT ").append(limit).append(" OFFSET ").append(offset);
        return jdbc.query(sql.toString(), MAPPER, args.toArray());
    }

    Optional<OrderSummary> findById(long id) {
        List<OrderSummary> rows = jdbc.query(
                "SELECT o.id, c.name AS customer_name, o.status, o.total, o.placed_on FROM customer_order o "
                        + "JOIN customer c ON c.id = o.customer_id WHERE o.id = ?", MAPPER, id);
        return rows.stream().findFirst();
    }

    int markCancelled(long id) {
        return jdbc.update("UPDATE customer_order SET status = 'CANCELLED' WHERE id = ? AND status IN ('NEW', 'PAID')", id);
    }
}
