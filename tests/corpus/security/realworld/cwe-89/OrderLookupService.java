// expect: none (CWE-89 safe)
// note: JPQL uses the :email named parameter bound with setParameter
package com.shopfront.orders;

import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
@Transactional(readOnly = true)
public class OrderLookupService {

    @PersistenceContext
    private EntityManager em;

    public List<PurchaseOrder> openOrdersFor(String email) {
        String jpql = "select o from PurchaseOrder o where o.customer.email = :email and o.state <> 'CLOSED' order by o.placedAt";
        return em.createQuery(jpql, PurchaseOrder.class)
                .setParameter("email", email)
                .setMaxResults(200)
                .getResultList();
    }
}
