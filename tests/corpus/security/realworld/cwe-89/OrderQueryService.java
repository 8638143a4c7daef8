// expect: CWE-89 @ 21
// note: JPQL built with String.format from the customer email → EntityManager.createQuery
package com.shopfront.orders;

import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
@Transactional(readOnly = true)
public class OrderQueryService {

    @PersistenceContext
    private EntityManager em;

    public List<PurchaseOrder> openOrdersFor(String email) {
        String jpql = String.format(
                "select o from PurchaseOrder o where o.customer.email = '%s' and o.state <> 'CLOSED' order by o.placedAt", email);
        return em.createQuery(jpql, PurchaseOrder.class)
                .setMaxResults(200)
                .getResultList();
    }
}
