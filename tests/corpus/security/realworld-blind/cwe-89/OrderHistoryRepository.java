// expect: none (CWE-89 safe)
// note: JPA query with :customerId and :status named parameters; status is bound, sort direction comes from an enum
package com.shopfront.orders.persistence;

import java.util.List;

import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import org.springframework.stereotype.Repository;

@Repository
public class OrderHistoryRepository {

    public enum SortOrder { NEWEST_FIRST, OLDEST_FIRST }

    @PersistenceContext
    private EntityManager em;

    public List<OrderEntity> history(long customerId, String status, SortOrder order) {
        String direction = order == SortOrder.NEWEST_FIRST ? "DESC" : "ASC";
        TypedQuery<OrderEntity> query = em.createQuery(
                "SELECT o FROM OrderEntity o WHERE o.customerId = :customerId AND o.status = :status ORDER BY o.placedAt " + direction,
                OrderEntity.class);
        query.setParameter("customerId", customerId);
        query.setParameter("status", status);
        query.setMaxResults(200);
        return query.getResultList();
    }
}

class OrderEntity {
    Long id;
    Long customerId;
    String status;
    java.time.Instant placedAt;
}
