package com.sales.reports.web;

import java.math.BigDecimal;
import java.util.List;

import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/reports") // ok: DES-REQUESTMAPPING-NO-METHOD
@Transactional // expect: DES-TRANSACTIONAL-CONTROLLER
public class ReportController {
    private final SaleRepository sales; // expect: DES-REPOSITORY-IN-CONTROLLER

    public ReportController(SaleRepository sales) {
        this.sales = sales;
    }

    @GetMapping("/revenue")
    public BigDecimal revenue(@RequestParam int year) { // expect: DES-LOGIC-IN-CONTROLLER
        BigDecimal total = BigDecimal.ZERO;
        for (Sale sale : sales.findByYear(year)) {
            if (!sale.refunded()) {
                total = total.add(sale.amount().multiply(BigDecimal.ONE.subtract(sale.discount())));
            }
        }
        return total;
    }

    @RequestMapping("/count") // expect: DES-REQUESTMAPPING-NO-METHOD
    public long count(@RequestParam int year) {
        return sales.countByYear(year);
    }
}

record Sale(BigDecimal amount, BigDecimal discount, boolean refunded) {
}

interface SaleRepository extends org.springframework.data.repository.Repository<SaleEntity, Long> {
    List<Sale> findByYear(int year);

    long countByYear(int year);
}

class SaleEntity {
    Long id;
}
